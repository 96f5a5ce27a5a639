import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Target } from './portal-process';

/**
 * The portal's database opened by the test itself while the portal is down: to act as a provider
 * that keeps its records there (the sandbox gateway and bank), and to read what they hold.
 */
export type Store = {
  query: <Row>(statement: string, params?: unknown[]) => Promise<Row[]>;
  close: () => Promise<void>;
};

export async function openStore(target: Target): Promise<Store> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    return {
      query: async <Row>(statement: string, params: unknown[] = []) =>
        (await client.query(statement, params)).rows as Row[],
      close: () => client.end(),
    };
  }
  // the portal's indexes use pg_trgm: writing to their tables needs its code
  const db = new PGlite({ dataDir: path.join(target.dataDir, 'pg'), extensions: { pg_trgm } });
  await db.waitReady;
  return {
    query: async <Row>(statement: string, params: unknown[] = []) =>
      (await db.query<Row>(statement, params)).rows,
    close: () => db.close(),
  };
}

export type ChargeFindings = {
  /** Charges that went through without the client hearing of it, each recorded once all the same. */
  unacknowledged: number;
  problems: string[];
};

/**
 * The sandbox gateway's own charges against the portal's payments: every charge that went through is
 * one completed payment of the same amount, and nothing was charged twice.
 */
export async function checkCharges(store: Store, acknowledged: Set<number>): Promise<ChargeFindings> {
  const charges = await store.query<{
    intent: string;
    amount: number;
    payment: number | null;
    payment_status: string | null;
    payment_amount: number | null;
  }>(
    `select i.id as intent, i.amount_cents as amount, p.id as payment, p.status as payment_status,
            p.amount_cents as payment_amount
       from sandbox_payment_intents i left join payments p on p.idempotency_key = i.idempotency_key
      where i.status = 'succeeded'`,
  );
  const problems: string[] = [];
  for (const c of charges) {
    if (c.payment === null) problems.push(`charge ${c.intent} has no payment`);
    else if (c.payment_status !== 'complete' || c.payment_amount !== c.amount)
      problems.push(
        `charge ${c.intent} of ${c.amount} is payment ${c.payment} ${c.payment_status} of ${c.payment_amount}`,
      );
  }
  const doubled = await store.query<{ subscription_id: number; kind: string; times: number }>(
    `select p.subscription_id, p.kind, count(*)::int as times
       from payments p join sandbox_payment_intents i on i.idempotency_key = p.idempotency_key
      where i.status = 'succeeded'
      group by p.subscription_id, p.kind, p.installment_id
     having count(*) > 1`,
  );
  for (const d of doubled)
    problems.push(`subscription ${d.subscription_id} charged ${d.times} times for ${d.kind}`);
  const stored = await store.query<{ id: number; status: string }>(`select id, status from payments`);
  for (const id of acknowledged)
    if (stored.find((p) => p.id === id)?.status !== 'complete')
      problems.push(`acknowledged payment ${id} is not complete`);
  return {
    unacknowledged: charges.filter((c) => c.payment !== null && !acknowledged.has(c.payment)).length,
    problems,
  };
}
