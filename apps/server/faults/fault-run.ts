import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect } from 'vitest';
import {
  type Portal,
  RECONCILE_AFTER_MS,
  type Target,
  freePort,
  operatorCommand,
  startPortal,
} from './portal-process';
import { type ChargeFindings, checkCharges, openStore } from './store';
import { Client, type Catalogue, type Student, inbox, makeStudent, outbox, readCatalogue } from './students';
import { type Ledger, burst, checkLedgers, ledgerOf, resendUnanswered } from './writes';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const STUDENTS = 3;
/** A student with fewer payments left to make is replaced before a burst, so that payments keep coming. */
const PAYMENTS_LEFT = 3;
/** The kill comes this long after every kind of write was acknowledged once in the burst, drawn from the seed. */
const KILL_AFTER_MS = { min: 50, max: 400 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A small seeded generator (mulberry32): the same seed kills at the same moments. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect().catch((error: Error) => {
    throw new Error(
      `PostgreSQL is not reachable at ${ADMIN_URL} (${error.message}). The fault tests run on PGlite and on ` +
        'PostgreSQL; start it (pg_ctlcluster <version> main start) or set DATABASE_URL to a server that takes ' +
        'CREATE DATABASE.',
    );
  });
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The portal on one database, killed and restarted cycle after cycle, with every write a client
 * was told succeeded kept in a ledger to look for after each restart.
 */
export class FaultRun {
  readonly seed = Number(process.env.FAULTS_SEED ?? 20261123);
  private readonly random = seeded(this.seed);
  private target!: Target;
  private port = 0;
  private portal: Portal | null = null;
  private catalogue!: Catalogue;
  private readonly ledgers: Ledger[] = [];
  private database: string | null = null;
  private lastKill = 0;
  /** Keys of submits sent at once for one obligation: the gateway must have charged once per group. */
  private readonly atOnce: string[][] = [];
  private readonly startedAt = Date.now();
  readonly figures = {
    /** Kills inside bursts; one more leaves payments waiting at the provider. */
    bursts: 0,
    acknowledged: 0,
    lost: 0,
    restartMs: [] as number[],
    setupMs: [] as number[],
    checkMs: [] as number[],
    unacknowledgedCharges: 0,
  };

  constructor(readonly kind: Target['kind']) {}

  async open(): Promise<void> {
    const dataDir = mkdtempSync(path.join(tmpdir(), `portal-faults-${this.kind}-`));
    let databaseUrl: string | null = null;
    if (this.kind === 'postgres') {
      this.database = `portal_faults_${randomBytes(6).toString('hex')}`;
      await admin(`create database ${this.database}`);
      const url = new URL(ADMIN_URL);
      url.pathname = `/${this.database}`;
      databaseUrl = url.toString();
    }
    this.target = { kind: this.kind, dataDir, databaseUrl };
    this.port = await freePort();
    this.portal = await startPortal(this.target, this.port);
    this.catalogue = await readCatalogue(this.portal.url);
  }

  async close(): Promise<void> {
    await this.portal?.kill();
    if (this.database) await admin(`drop database if exists ${this.database} with (force)`);
    if (this.target) rmSync(this.target.dataDir, { recursive: true, force: true });
  }

  private get url() {
    return this.portal!.url;
  }

  private async kill() {
    await this.portal!.kill();
    this.portal = null;
    this.lastKill = Date.now();
  }

  /** Starts the portal again on the same data: the database must open, whatever the kill left. */
  private async restart() {
    const started = Date.now();
    this.portal = await startPortal(this.target, this.port);
    this.figures.restartMs.push(Date.now() - started);
  }

  private students(label: string, count: number): Promise<Student[]> {
    return Promise.all(
      Array.from({ length: count }, (_, i) => makeStudent(this.url, this.catalogue, `${label}-${i}`)),
    );
  }

  /**
   * Each cycle: a burst of writes by three students (replaced once they have little left to pay),
   * SIGKILL inside it, restart, unanswered payments resent (every other cycle), everything read back.
   */
  async killDuringBursts(cycles: number): Promise<void> {
    let current: Ledger[] = [];
    for (let cycle = 1; cycle <= cycles; cycle++) {
      const making = Date.now();
      const staying = current.filter((l) => l.student.payments.length - l.student.paid >= PAYMENTS_LEFT);
      const joining = (await this.students(`${this.kind}-${cycle}`, STUDENTS - staying.length)).map(ledgerOf);
      this.ledgers.push(...joining);
      current = [...staying, ...joining];
      this.figures.setupMs.push(Date.now() - making);

      const killAfter =
        KILL_AFTER_MS.min + Math.floor(this.random() * (KILL_AFTER_MS.max - KILL_AFTER_MS.min));
      const writes = burst(current);
      await writes.acknowledging;
      await sleep(killAfter);
      await this.kill();
      this.figures.bursts++;
      await writes.done;
      await this.restart();

      const checking = Date.now();
      // a client retries an unanswered payment with its key; one that does not comes back later, once
      // the portal has settled from the gateway what it charged but never recorded
      const resent = cycle % 2 === 1 ? await resendUnanswered(current) : [];
      if (cycle % 2 === 0) await this.reconcile();
      const findings = await checkLedgers(current, this.url);
      this.figures.checkMs.push(Date.now() - checking);
      const when = `cycle ${cycle}, kill ${killAfter} ms after each kind of write was acknowledged`;
      expect(resent.join('\n'), `${when}: payments resent with their key`).toBe('');
      expect(findings.refused.join('\n'), `${when}: writes refused before the kill`).toBe('');
      expect(findings.lost.join('\n'), `${when}: acknowledged writes missing`).toBe('');
    }
    this.figures.acknowledged = this.acknowledged();
  }

  /** What the portal does at start and every second here, done now: `portal reconcile-payments`. */
  private async reconcile() {
    // payments the last kill left open are old enough to be looked up
    await sleep(Math.max(0, this.lastKill + RECONCILE_AFTER_MS + 100 - Date.now()));
    const reconciled = await operatorCommand(this.target.dataDir, ['reconcile-payments']);
    expect(reconciled.code, reconciled.output).toBe(0);
  }

  private acknowledged() {
    return this.ledgers.flatMap((l) => l.writes).filter((w) => w.outcome === 'acknowledged' && !w.resent)
      .length;
  }

  /**
   * A 3-D Secure card payment and an Interac payment wait for the payer; the portal is killed; the
   * payer approves at the provider (the sandbox keeps its records in the portal's database, so the
   * test writes there what the bank pages would); the restarted portal settles both on its own,
   * without a browser asking for their status, each once, and tells the student.
   */
  async confirmWhileDown(): Promise<void> {
    const [s] = await this.students(`${this.kind}-provider`, 1);
    const { client } = s!;
    const [card, bank] = s!.full;
    const secure = await client.write('POST', '/api/sandbox/payment-methods', {
      number: '4000002500003155',
      exp_month: 12,
      exp_year: 2035,
      cvc: '123',
    });
    const byCard = await client.write('POST', '/api/v1/payments/full-payment/', {
      payment_method_id: secure.id,
      subscription: card!.subscription,
    });
    expect(byCard.status).toBe('requires_action');
    const byInterac = await client.write('POST', '/api/v1/payments/full-payment/', {
      subscription: bank!.subscription,
      payment_api_mode: 'click2pay',
    });
    expect(byInterac.status).toBe('pending');

    await this.kill();
    const store = await openStore(this.target);
    try {
      const authenticated = await store.query(
        `update sandbox_payment_intents set status = 'authenticated'
          where client_secret = $1 and status = 'requires_action' returning id`,
        [byCard.payment_intent_client_secret],
      );
      const approved = await store.query(
        `update sandbox_interac_links set status = 'approved', bank = 'TD Canada Trust', decided_at = $2
          where id = $1 and status = 'pending' returning id`,
        // approved as the portal went down
        [new URL(byInterac.payment_link).pathname.split('/').at(-1), new Date(this.lastKill).toISOString()],
      );
      expect([authenticated.length, approved.length]).toEqual([1, 1]);
    } finally {
      await store.close();
    }
    await this.restart();

    client.url = this.url;
    const subscriptions = [card!.subscription, bank!.subscription];
    const paymentsOf = async () =>
      ((await client.read('/api/v1/payments/')).results as { subscription: number; status: string }[]).filter(
        (p) => subscriptions.includes(p.subscription),
      );
    // on PGlite after the kills before it, the queue first works through the mails of those writes
    const deadline = Date.now() + 45_000;
    while ((await paymentsOf()).some((p) => p.status !== 'complete') && Date.now() < deadline)
      await sleep(200);
    expect(await paymentsOf()).toEqual([
      expect.objectContaining({ status: 'complete' }),
      expect.objectContaining({ status: 'complete' }),
    ]);
    for (const id of subscriptions)
      expect((await client.read(`/api/v1/subscriptions/${id}/`)).payment_status).toBe('paid');
    const notices = await client.read('/api/v1/notifications/?notification__type=payment');
    expect(notices.count).toBe(2);
    // the receipts follow the commits, by the portal's background work, which may still be sending the
    // mails of the writes before the kill: the wait lasts while that mail keeps leaving, and ends when it stalls
    const receipts = async () =>
      (await inbox(client.url, s!.email)).filter((m: { subject: string }) => m.subject.startsWith('Receipt'))
        .length as number;
    let newest: unknown;
    for (
      let stalled = Date.now() + 15_000;
      (await receipts()) < 2 && Date.now() < stalled;
      await sleep(200)
    ) {
      const latest = (await outbox(client.url))[0]?.id;
      if (latest !== newest) [newest, stalled] = [latest, Date.now() + 15_000];
    }
    expect(await receipts()).toBe(2);
  }

  /**
   * A double click, then fifty submits at once, for one payment each, with their own keys and with one
   * key: spread over two processes on PostgreSQL, on the one process PGlite allows. Each answer is the
   * payment or a 409 naming it; the gateway's own records are counted at the end.
   */
  async submitAtOnce(): Promise<void> {
    const second = this.kind === 'postgres' ? await this.secondPortal() : null;
    try {
      for (const [label, count, oneKey] of [
        ['double-click', 2, false],
        ['fifty-keys', 50, false],
        ['one-key', 50, true],
      ] as const) {
        const [s] = await this.students(`${this.kind}-${label}`, 1);
        const { client } = s!;
        const other = new Client(second?.url ?? this.url, client.address);
        other.cookie = client.cookie;
        const keys = Array.from({ length: count }, (_, i) => `${s!.email}:${oneKey ? 0 : i}`);
        const answers = await Promise.all(
          keys.map((key, i) =>
            (i % 2 ? other : client).call(
              'POST',
              '/api/v1/payments/full-payment/',
              { payment_method_id: s!.paymentMethod, subscription: s!.full[0]!.subscription },
              { 'idempotency-key': key },
            ),
          ),
        );
        const paid = answers.filter((a) => a.status === 200 && a.body.status === 'complete');
        const refused = answers.filter((a) => a.status === 409 && typeof a.body.detail === 'string');
        const summary = JSON.stringify(answers.map((a) => [a.status, a.body.status ?? a.body.detail]));
        expect(paid.length + refused.length, `${label}: ${summary}`).toBe(count);
        expect(new Set(paid.map((a) => a.body.payment_id)).size, `${label}: ${summary}`).toBe(1);
        expect((await client.read(`/api/v1/subscriptions/${s!.full[0]!.subscription}/`)).payment_status).toBe(
          'paid',
        );
        this.atOnce.push([...new Set(keys)]);
      }
    } finally {
      await second?.kill();
    }
  }

  /** Another process on the same PostgreSQL database, with the first one's secrets and a socket of its own. */
  private async secondPortal(): Promise<Portal> {
    const dataDir = mkdtempSync(path.join(tmpdir(), `portal-faults-second-`));
    cpSync(this.target.dataDir, dataDir, {
      recursive: true,
      filter: (source) => !source.endsWith('portal.sock'),
    });
    return startPortal({ ...this.target, dataDir }, await freePort());
  }

  /**
   * Every acknowledged write of every cycle, read once more; then, with the portal stopped, the
   * sandbox gateway's own charges against the payments the portal recorded.
   */
  async checkEverything(): Promise<ChargeFindings> {
    const findings = await checkLedgers(this.ledgers, this.url);
    expect(findings.lost.join('\n')).toBe('');
    this.figures.lost = findings.lost.length;
    await this.reconcile();
    await this.portal!.stop();
    this.portal = null;
    const store = await openStore(this.target);
    try {
      const acknowledged = new Set(
        this.ledgers.flatMap((l) => l.writes.flatMap((w) => (w.payment ? [w.payment.id] : []))),
      );
      const charges = await checkCharges(store, acknowledged);
      expect(charges.problems.join('\n')).toBe('');
      for (const keys of this.atOnce) {
        const charged = await store.query(
          `select id from sandbox_payment_intents where idempotency_key = any($1) and status = 'succeeded'`,
          [keys],
        );
        expect(charged, `charges of ${keys.length} submits sent at once`).toHaveLength(1);
      }
      this.figures.unacknowledgedCharges = charges.unacknowledged;
      return charges;
    } finally {
      await store.close();
    }
  }

  summary(): string {
    const writes = this.ledgers.flatMap((l) => l.writes);
    const byLane = (lane: string) =>
      writes.filter((w) => w.lane === lane && w.outcome === 'acknowledged' && !w.resent).length;
    const seconds = (ms: number[]) =>
      (ms.reduce((a, b) => a + b, 0) / Math.max(1, ms.length) / 1000).toFixed(1);
    const f = this.figures;
    return (
      `faults ${this.kind}: ${f.bursts} kills, ${f.acknowledged} acknowledged writes, ${f.lost} lost ` +
      `(profile ${byLane('profile')}, quiz ${byLane('quiz')}, payments ${byLane('payment')}; ` +
      `${writes.filter((w) => w.resent && w.outcome === 'acknowledged').length} unanswered payments ` +
      `resent and charged once, ${writes.filter((w) => w.outcome === 'given up').length} given up uncharged, ` +
      `${f.unacknowledgedCharges} charges whose answer was lost, each recorded once; on average ` +
      `${seconds(f.setupMs)} s to make the students, ${seconds(f.restartMs)} s to restart, ` +
      `${seconds(f.checkMs)} s to read back; ${((Date.now() - this.startedAt) / 1000).toFixed(1)} s in all; ` +
      `seed ${this.seed})`
    );
  }
}
