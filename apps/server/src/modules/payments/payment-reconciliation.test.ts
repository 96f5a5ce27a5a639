import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runPortal } from '../../cli/run-portal';
import { sandboxPaymentIntents } from '../../db/schema';
import { SANDBOX_INTERAC_VERIFY_MS } from '../../providers/interac/sandbox-interac';
import type { CardGateway } from '../../providers/payments/card-gateway';
import { ORIGIN, clientAddress, studentSession, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { createPaymentProviders } from './payment-providers';
import { reconcilePayments } from './payment-reconciliation';
import { payByCard } from './payments.service';
import { drainUntil } from '../../test/jobs';

// ten minutes, so that the portal's own timer never runs during the file and the clock decides
const AFTER_MS = 600_000;
const clock = { now: new Date() };
const later = (ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
};
let t: TestApp;
let course: { id: number; price: number };

beforeAll(async () => {
  t = await createTestApp({
    demo: true,
    now: () => clock.now,
    env: { PAYMENT_RECONCILE_AFTER_SECONDS: String(AFTER_MS / 1000) },
  });
  const courses = (await t.app.inject({ method: 'GET', url: '/api/v1/courses/?limit=100' })).json().results;
  course = courses.find(
    (c: { is_course_free: boolean; is_trial: boolean; is_cohort: boolean; payment_plans: unknown[] }) =>
      !c.is_course_free && !c.is_trial && !c.is_cohort && c.payment_plans.length === 0,
  );
});
afterAll(() => t.close());
// payments are stamped with the real time
beforeEach(() => {
  clock.now = new Date();
});

const reconcile = () => reconcilePayments(t.ctx, createPaymentProviders(t.ctx));

async function studentIn(email: string) {
  const { cookie, me } = await verifiedStudent(t, email);
  const sub = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/',
    headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
    payload: { course: course.id, student_email: email },
  });
  return { cookie, session: await studentSession(t, email, me.id), subscription: sub.json().id as number };
}

async function card(number = '4242424242424242') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/payment-methods',
    headers: { origin: ORIGIN },
    payload: { number, exp_month: 12, exp_year: 2030, cvc: '123' },
  });
  return res.json().id as string;
}

const get = async (cookie: string, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { cookie } })).json();
const history = async (cookie: string) =>
  (await get(cookie, '/api/v1/payments/')).results as { id: number; status: string; amount: number }[];
const paymentNotices = async (cookie: string) =>
  (await get(cookie, '/api/v1/notifications/?notification__type=payment')).count as number;
const receipts = async (email: string) => {
  await t.ctx.jobs.drain();
  return (await get('', `/api/dev/outbox?to=${encodeURIComponent(email)}`)).results.filter(
    (m: { subject: string }) => m.subject.startsWith('Receipt'),
  ).length as number;
};

/** The process stops right after the provider answers, or right before asking it. */
function stoppingGateway(when: 'after charge' | 'before charge'): CardGateway {
  const { gateway } = createPaymentProviders(t.ctx);
  return {
    ...gateway,
    async charge(input) {
      if (when === 'after charge') await gateway.charge(input);
      throw new Error('the process ended');
    },
  };
}

type Student = Awaited<ReturnType<typeof studentIn>>;
type CardBody = { payment_method_id: string; subscription: number; save_card: boolean };

/** A full payment by card through `gateway` (the sandbox's own unless told), with an idempotency key. */
const payInFull = (
  s: Student,
  body: CardBody,
  key: string,
  gateway: CardGateway = createPaymentProviders(t.ctx).gateway,
) => payByCard(t.ctx, gateway, s.session, 'full_payment', body, key);

/** A full payment by Interac: the link to the sandbox bank. */
const interacLink = async (s: Student) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/full-payment/',
      headers: { cookie: s.cookie, origin: ORIGIN },
      payload: { subscription: s.subscription, payment_api_mode: 'click2pay' },
    })
  ).json().payment_link as string;

/** The payer approves at the sandbox bank, at the test's clock. */
const approveAtBank = (link: string) =>
  t.app.inject({
    method: 'POST',
    url: new URL(link).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `decision=approve&bank=${encodeURIComponent('TD Canada Trust')}`,
  });

describe('payments left open are settled from their provider', () => {
  it('records, a minute later and once, a charge the process did not live to record', async () => {
    const s = await studentIn('charged@example.ca');
    const body = { payment_method_id: await card(), subscription: s.subscription, save_card: false };
    await expect(payInFull(s, body, 'key-charged', stoppingGateway('after charge'))).rejects.toThrow(
      'the process ended',
    );
    expect(await history(s.cookie)).toEqual([expect.objectContaining({ status: 'processing' })]);

    later(AFTER_MS / 2);
    expect(await reconcile()).toBe(0);
    later(AFTER_MS);
    expect(await reconcile()).toBe(1);
    expect(await history(s.cookie)).toEqual([
      expect.objectContaining({ status: 'complete', amount: course.price }),
    ]);
    expect(await get(s.cookie, `/api/v1/subscriptions/${s.subscription}/`)).toMatchObject({
      payment_status: 'paid',
      access: 'full',
    });
    expect(await paymentNotices(s.cookie)).toBe(1);
    expect(await receipts('charged@example.ca')).toBe(1);

    expect(await reconcile()).toBe(0);
    // the student's retry of the same request is answered from the record, without a second charge
    const retry = await payInFull(s, body, 'key-charged');
    expect(retry.status).toBe('complete');
    const charges = await t.ctx.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.idempotencyKey, 'key-charged'));
    expect(charges).toHaveLength(1);
    expect(await paymentNotices(s.cookie)).toBe(1);
  });

  it('refuses, without charging, a new attempt at what an unrecorded charge already paid', async () => {
    const s = await studentIn('charged-twice@example.ca');
    const attempt = async (gateway: CardGateway, key: string) =>
      payInFull(
        s,
        { payment_method_id: await card(), subscription: s.subscription, save_card: false },
        key,
        gateway,
      );
    await expect(attempt(stoppingGateway('after charge'), 'key-first')).rejects.toThrow();
    // the student reloads the page and pays again at once, long before the minute is up
    await expect(attempt(createPaymentProviders(t.ctx).gateway, 'key-second')).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await history(s.cookie)).toEqual([expect.objectContaining({ status: 'complete' })]);
    const charges = await t.ctx.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.status, 'succeeded'));
    expect(charges.filter((c) => c.idempotencyKey === 'key-second')).toEqual([]);
    expect(await paymentNotices(s.cookie)).toBe(1);
  });

  it('gives up, after the wait, a payment the provider never saw, so that the student can pay again once', async () => {
    const s = await studentIn('uncharged@example.ca');
    const body = { payment_method_id: await card(), subscription: s.subscription, save_card: false };
    await expect(payInFull(s, body, 'key-uncharged', stoppingGateway('before charge'))).rejects.toThrow();
    // until then it may still be on its way to the provider: a new attempt waits for it
    await expect(payInFull(s, body, 'key-too-soon')).rejects.toMatchObject({ statusCode: 409 });
    later(AFTER_MS * 2);
    expect(await reconcile()).toBe(1);
    expect(await history(s.cookie)).toEqual([expect.objectContaining({ status: 'failed' })]);

    const again = await payInFull(s, body, 'key-again');
    expect(again.status).toBe('complete');
    const charges = await t.ctx.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.status, 'succeeded'));
    const keys = ['key-uncharged', 'key-too-soon', 'key-again'];
    expect(charges.filter((c) => keys.includes(c.idempotencyKey))).toHaveLength(1);
  });

  it('completes a 3-D Secure payment the cardholder approved after the browser went away', async () => {
    const s = await studentIn('secure-late@example.ca');
    const first = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/full-payment/',
        headers: { cookie: s.cookie, origin: ORIGIN },
        payload: { payment_method_id: await card('4000002500003155'), subscription: s.subscription },
      })
    ).json();
    expect(first.status).toBe('requires_action');
    // still on the bank's page: nothing to record yet
    later(AFTER_MS * 2);
    expect(await reconcile()).toBe(0);
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/3ds',
      headers: { origin: ORIGIN },
      payload: { client_secret: first.payment_intent_client_secret, result: 'complete' },
    });
    expect(await reconcile()).toBe(1);
    expect(await history(s.cookie)).toEqual([
      expect.objectContaining({ id: first.payment_id, status: 'complete' }),
    ]);
    expect(await paymentNotices(s.cookie)).toBe(1);
  });

  it('completes an Interac payment approved at the bank that nobody polled, also by operator command', async () => {
    const s = await studentIn('interac-late@example.ca');
    await approveAtBank(await interacLink(s));
    later(AFTER_MS * 2);
    const lines: string[] = [];
    const code = await runPortal(
      ['reconcile-payments'],
      { log: (l) => lines.push(l), error: (l) => lines.push(l) },
      {},
      '.',
      { open: async () => t.ctx, release: async () => {} },
    );
    expect({ code, output: lines.join('\n') }).toEqual({ code: 0, output: 'Settled 1 payment(s).' });
    expect(await history(s.cookie)).toEqual([expect.objectContaining({ status: 'complete' })]);
    expect(await get(s.cookie, `/api/v1/subscriptions/${s.subscription}/`)).toMatchObject({
      payment_status: 'paid',
    });
    expect(await paymentNotices(s.cookie)).toBe(1);
  });

  it('settles by itself an Interac approval it found being verified, with no browser asking again', async () => {
    const s = await studentIn('interac-verifying@example.ca');
    const link = await interacLink(s);
    later(AFTER_MS * 2);
    await approveAtBank(link);
    expect(await reconcile()).toBe(0);
    expect(await history(s.cookie)).toEqual([expect.objectContaining({ status: 'processing' })]);

    later(SANDBOX_INTERAC_VERIFY_MS);
    // the check waits a few real seconds in the queue, then settles it
    await drainUntil(t.ctx.jobs, async () => (await history(s.cookie))[0]!.status !== 'processing', 20);
    expect(await history(s.cookie)).toEqual([expect.objectContaining({ status: 'complete' })]);
    expect(await receipts('interac-verifying@example.ca')).toBe(1);
  });
});
