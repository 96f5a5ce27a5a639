import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxInteracLinks, sandboxPaymentIntents } from '../../db/schema';
import { SANDBOX_INTERAC_VERIFY_MS } from '../../providers/interac/sandbox-interac';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';
import { ORIGIN, latestMail, subscribe, verifiedStudent } from '../../test/students';

/** One database, two portal processes on it (one on PGlite), and a clock the tests move. */
let t: TestApp;
let other: TestApp;
let offset = 0;
type Course = {
  id: number;
  price: number;
  is_course_free: boolean;
  is_trial: boolean;
  is_cohort: boolean;
  payment_plans: { id: number; registration_fee: number }[];
};
let courses: Course[];

beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => new Date(Date.now() + offset) });
  other = await secondInstance(t);
  courses = (await t.app.inject({ method: 'GET', url: '/api/v1/courses/?limit=100' })).json().results;
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const fullPriceCourse = () =>
  courses.find((c) => !c.is_course_free && !c.is_trial && !c.is_cohort && c.payment_plans.length === 0)!;
const planCourse = () => courses.find((c) => c.payment_plans.length > 0)!;

type Student = { email: string; cookie: string; subscription: number };

async function studentIn(course: Course, email: string): Promise<Student> {
  const { cookie } = await verifiedStudent(t, email);
  return { email, cookie, subscription: await subscribe(t, cookie, email, course.id) };
}

/** A test card, tokenised in the student's session as the card fields do. */
async function card(s: Student, number = '4242424242424242') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/payment-methods',
    headers: { cookie: s.cookie, origin: ORIGIN },
    payload: { number, exp_month: 12, exp_year: 2030, cvc: '123' },
  });
  return res.json().id as string;
}

const pay = (app: TestApp, s: Student, kind: string, body: object, key: string) =>
  app.app.inject({
    method: 'POST',
    url: `/api/v1/payments/${kind}/`,
    headers: { cookie: s.cookie, origin: ORIGIN, 'idempotency-key': key },
    payload: { subscription: s.subscription, ...body },
  });

const get = async (s: Student, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { cookie: s.cookie } })).json();
const history = async (s: Student) =>
  (await get(s, '/api/v1/payments/')).results as { id: number; status: string; payment_type: string }[];

/** Every process does what its commits left to do; then the mail is read. */
async function mails(s: Student, subject: RegExp) {
  await Promise.all([t.ctx.jobs.drain(), other.ctx.jobs.drain()]);
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(s.email)}` });
  return (res.json().results as { subject: string }[]).filter((m) => subject.test(m.subject)).length;
}

/** What the sandbox gateway charged, by its own records: succeeded intents under the given keys. */
async function charged(keys: string[]) {
  const rows = await t.ctx.db
    .select()
    .from(sandboxPaymentIntents)
    .where(
      and(inArray(sandboxPaymentIntents.idempotencyKey, keys), eq(sandboxPaymentIntents.status, 'succeeded')),
    );
  return rows.length;
}

async function paymentPoints(s: Student) {
  const res = await get(s, '/api/v1/gamification/history/?limit=100');
  return (res.results as { reason: string }[]).filter((r) => r.reason === 'payment_on_time').length;
}

const processes = [
  ['one process', () => t],
  ['two processes', () => other],
] as const;

describe.each(processes)('two submits at once with their own keys, on %s', (name, second) => {
  const tag = name.replace(' ', '-');

  it('charge a full payment once: one payment, one receipt, points once', async () => {
    const s = await studentIn(fullPriceCourse(), `full-${tag}@example.ca`);
    const [a, b] = await Promise.all([
      pay(t, s, 'full-payment', { payment_method_id: await card(s) }, `${tag}-full-a`),
      pay(second(), s, 'full-payment', { payment_method_id: await card(s) }, `${tag}-full-b`),
    ]);
    const answers = [a, b].map((r) => ({ status: r.statusCode, body: r.json() }));
    const paid = answers.filter((r) => r.status === 200 && r.body.status === 'complete');
    expect(paid, JSON.stringify(answers)).toHaveLength(1);
    const refused = answers.find((r) => r.status !== 200)!;
    expect(refused.status).toBe(409);
    // the second submit is told which payment the first made, which the page then follows
    expect(refused.body.payment_id).toBe(paid[0]!.body.payment_id);
    expect(await charged([`${tag}-full-a`, `${tag}-full-b`])).toBe(1);
    expect((await history(s)).filter((p) => p.status === 'complete')).toHaveLength(1);
    expect(await mails(s, /^Receipt/)).toBe(1);
    expect(await paymentPoints(s)).toBe(1);
  });

  it('charge a registration fee once, then an instalment once', async () => {
    const s = await studentIn(planCourse(), `plan-${tag}@example.ca`);
    const plan = planCourse().payment_plans[0]!.id;
    const fees = await Promise.all([
      pay(t, s, 'registration-fee', { payment_method_id: await card(s), payment_plan: plan }, `${tag}-fee-a`),
      pay(
        second(),
        s,
        'registration-fee',
        { payment_method_id: await card(s), payment_plan: plan },
        `${tag}-fee-b`,
      ),
    ]);
    expect(fees.filter((r) => r.statusCode === 200 && r.json().status === 'complete')).toHaveLength(1);
    expect(await charged([`${tag}-fee-a`, `${tag}-fee-b`])).toBe(1);

    const upcoming = await get(s, `/api/v1/subscriptions/${s.subscription}/upcoming-installment/`);
    const instalment = { subscription_installment: upcoming.id as number };
    const installments = await Promise.all([
      pay(t, s, 'installment', { payment_method_id: await card(s), ...instalment }, `${tag}-inst-a`),
      pay(second(), s, 'installment', { payment_method_id: await card(s), ...instalment }, `${tag}-inst-b`),
    ]);
    expect(installments.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await charged([`${tag}-inst-a`, `${tag}-inst-b`])).toBe(1);
    const kinds = (await history(s)).filter((p) => p.status === 'complete').map((p) => p.payment_type);
    expect(kinds.sort()).toEqual(['installment', 'registration_fee']);
    expect(await mails(s, /^Receipt/)).toBe(2);
    expect(await paymentPoints(s)).toBe(2);
  });
});

describe('fifty submits at once', () => {
  it('with fifty keys, across both processes, charge once', async () => {
    const s = await studentIn(fullPriceCourse(), 'fifty-keys@example.ca');
    const method = await card(s);
    const keys = Array.from({ length: 50 }, (_, i) => `fifty-${i}`);
    const answers = await Promise.all(
      keys.map((key, i) => pay(i % 2 ? other : t, s, 'full-payment', { payment_method_id: method }, key)),
    );
    expect(answers.filter((r) => r.statusCode === 200 && r.json().status === 'complete')).toHaveLength(1);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    expect(await charged(keys)).toBe(1);
    expect((await history(s)).filter((p) => p.status === 'complete')).toHaveLength(1);
    expect(await mails(s, /^Receipt/)).toBe(1);
  });

  it('with one key, across both processes, charge once and answer the same payment', async () => {
    const s = await studentIn(fullPriceCourse(), 'fifty-one-key@example.ca');
    const method = await card(s);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        pay(i % 2 ? other : t, s, 'full-payment', { payment_method_id: method }, 'fifty-same'),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((r) => r.json().payment_id)).size).toBe(1);
    expect(await charged(['fifty-same'])).toBe(1);
    expect(await mails(s, /^Receipt/)).toBe(1);
  });
});

describe('a payment that settles after the obligation was paid', () => {
  it('a late Interac approval is refunded at the bank, mailed in the student’s language, with one receipt', async () => {
    const s = await studentIn(fullPriceCourse(), 'interac-late@example.ca');
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/',
      headers: { cookie: s.cookie, origin: ORIGIN },
      payload: { language: 'fr-CA' },
    });
    const link = (await pay(t, s, 'full-payment', { payment_api_mode: 'click2pay' }, 'late-interac')).json();
    expect(link.status).toBe('pending');
    // the payer approves at the bank; no page polls the portal
    const bank = await t.app.inject({
      method: 'POST',
      url: new URL(link.payment_link).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve&bank=Desjardins',
    });
    expect(bank.statusCode).toBe(200);
    // ...and, thinking it failed, pays by card on the other process
    const paid = await pay(other, s, 'full-payment', { payment_method_id: await card(s) }, 'late-card');
    expect(paid.json().status).toBe('complete');

    offset += SANDBOX_INTERAC_VERIFY_MS * 2;
    const statuses = async () => Object.fromEntries((await history(s)).map((p) => [p.id, p.status]));
    await mails(s, /./);
    expect(Object.values(await statuses()).sort()).toEqual(['complete', 'refunded']);
    const [refunded] = await t.ctx.db
      .select()
      .from(sandboxInteracLinks)
      .where(eq(sandboxInteracLinks.id, link.payment_intent_id));
    expect(refunded!.refundedAt).not.toBeNull();
    expect(await mails(s, /^Reçu/)).toBe(1);
    expect(await mails(s, /^Remboursement/)).toBe(1);
    expect((await latestMail(t, s.email))?.subject).toMatch(/^Remboursement/);
    expect(await get(s, `/api/v1/subscriptions/${s.subscription}/`)).toMatchObject({
      payment_status: 'paid',
    });
  });

  it('a 3-D Secure check finished after another card paid is never confirmed, so never charged', async () => {
    const s = await studentIn(fullPriceCourse(), 'secure-late@example.ca');
    const first = (
      await pay(t, s, 'full-payment', { payment_method_id: await card(s, '4000002500003155') }, 'late-3ds')
    ).json();
    expect(first.status).toBe('requires_action');
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/3ds',
      headers: { origin: ORIGIN },
      payload: { client_secret: first.payment_intent_client_secret, result: 'complete' },
    });
    // the student closed the bank's window meanwhile and paid with another card
    expect(
      (await pay(other, s, 'full-payment', { payment_method_id: await card(s) }, 'late-3ds-other')).json()
        .status,
    ).toBe('complete');
    const late = await pay(
      t,
      s,
      'full-payment',
      { payment_intent_id: first.payment_intent_id },
      'late-3ds-confirm',
    );
    expect(late.json()).toMatchObject({
      status: 'failed',
      error: 'This payment was cancelled: a newer payment took its place.',
    });
    await mails(s, /./);
    expect(await charged(['late-3ds', 'late-3ds-other'])).toBe(1);
    const [intent] = await t.ctx.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, first.payment_intent_id));
    expect(intent!.status).toBe('canceled');
    expect((await history(s)).map((p) => p.status).sort()).toEqual(['cancelled', 'complete']);
    expect(await mails(s, /^Receipt/)).toBe(1);
  });
});

describe('the sandbox providers refuse what their providers refuse', () => {
  it('a card tokenised by another student cannot pay or be saved', async () => {
    const owner = await studentIn(fullPriceCourse(), 'card-owner@example.ca');
    const thief = await studentIn(fullPriceCourse(), 'card-thief@example.ca');
    const method = await card(owner);
    const stolen = await pay(t, thief, 'full-payment', { payment_method_id: method }, 'stolen-card');
    expect(stolen.json()).toMatchObject({
      status: 'failed',
      error: 'This card cannot be used for your account. Please enter your card details again.',
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/payment-methods/',
      headers: { cookie: thief.cookie, origin: ORIGIN },
      payload: { payment_method_id: method },
    });
    expect(saved.statusCode).toBe(400);
    expect(await charged(['stolen-card'])).toBe(0);
    // the owner still can
    const own = await pay(t, owner, 'full-payment', { payment_method_id: method }, 'own-card');
    expect(own.json().status).toBe('complete');
  });

  it('an Interac link takes one final answer: of an approval and a decline at once, one is refused', async () => {
    const s = await studentIn(fullPriceCourse(), 'interac-twice@example.ca');
    const link = (await pay(t, s, 'full-payment', { payment_api_mode: 'click2pay' }, 'twice')).json();
    const answer = (app: TestApp, decision: string) =>
      app.app.inject({
        method: 'POST',
        url: new URL(link.payment_link).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `decision=${decision}&bank=Desjardins`,
      });
    const [approve, decline] = await Promise.all([answer(t, 'approve'), answer(other, 'decline')]);
    expect([approve.statusCode, decline.statusCode].sort()).toEqual([200, 409]);
  });
});
