import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, sandboxPaymentIntents } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/test-app';
import { ORIGIN, clientAddress, verifiedStudent } from '../../test/students';

let t: TestApp;
type Course = {
  id: number;
  price: number;
  is_course_free: boolean;
  is_trial: boolean;
  is_cohort: boolean;
  payment_plans: { id: number; registration_fee: number; installments: { amount: number }[] }[];
};
let courses: Course[];

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  courses = (await t.app.inject({ method: 'GET', url: '/api/v1/courses/?limit=100' })).json().results;
});
afterAll(() => t.close());

const fullPriceCourse = () =>
  courses.find((c) => !c.is_course_free && !c.is_trial && !c.is_cohort && c.payment_plans.length === 0)!;
const planCourse = () => courses.find((c) => c.payment_plans.length > 0)!;

async function studentIn(course: Course, email: string) {
  const { cookie } = await verifiedStudent(t, email);
  const sub = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/',
    headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
    payload: { course: course.id, student_email: email },
  });
  return { cookie, subscription: sub.json().id as number };
}

async function card(number: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/payment-methods',
    headers: { origin: ORIGIN },
    payload: { number, exp_month: 12, exp_year: 2030, cvc: number.length === 15 ? '1234' : '123' },
  });
  return res.json().id as string;
}

const pay = (cookie: string, kind: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/payments/${kind}/`,
    headers: { cookie, origin: ORIGIN },
    payload: body,
  });
const subscriptionOf = async (cookie: string, id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/subscriptions/${id}/`, headers: { cookie } })).json();

describe('card payments in the sandbox', () => {
  it('pays in full with 4242…, for the amount the server computes, and opens the program', async () => {
    const { cookie, subscription } = await studentIn(fullPriceCourse(), 'full@example.ca');
    const res = await pay(cookie, 'full-payment', {
      payment_method_id: await card('4242 4242 4242 4242'),
      subscription,
      amount: 1,
      save_card: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'complete',
      requires_action: false,
      amount: fullPriceCourse().price,
      currency: 'CAD',
      error: null,
      error_code: null,
    });
    expect(await subscriptionOf(cookie, subscription)).toMatchObject({
      payment_status: 'paid',
      payment_type: 'full_payment',
      access: 'full',
    });
    const again = await pay(cookie, 'full-payment', {
      payment_method_id: await card('4242424242424242'),
      subscription,
    });
    expect(again.statusCode).toBe(409);
    // naming the payment that paid it, which the page then shows
    expect(again.json()).toEqual({
      detail: 'This program is already paid.',
      code: 'payment.alreadyPaid',
      payment_id: res.json().payment_id,
    });
  });

  it('charges once for concurrent identical submits', async () => {
    const { cookie, subscription } = await studentIn(fullPriceCourse(), 'double@example.ca');
    const pm = await card('4242424242424242');
    const [a, b, c] = await Promise.all(
      [0, 1, 2].map(() => pay(cookie, 'full-payment', { payment_method_id: pm, subscription })),
    );
    expect(new Set([a!.json().payment_id, b!.json().payment_id, c!.json().payment_id]).size).toBe(1);
    const [rows] = await t.ctx.db
      .select({ n: count() })
      .from(payments)
      .where(eq(payments.subscriptionId, subscription));
    expect(rows!.n).toBe(1);
    const [intents] = await t.ctx.db
      .select({ n: count() })
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.paymentMethodId, pm));
    expect(intents!.n).toBe(1);
  });

  it('asks 4000 0025 0000 3155 to authenticate, then completes once the cardholder does', async () => {
    const { cookie, subscription } = await studentIn(fullPriceCourse(), 'secure@example.ca');
    const first = (
      await pay(cookie, 'full-payment', { payment_method_id: await card('4000002500003155'), subscription })
    ).json();
    expect(first).toMatchObject({
      status: 'requires_action',
      requires_action: true,
      payment_intent_client_secret: expect.stringContaining('_secret_'),
    });
    const page = await t.app.inject({
      method: 'GET',
      url: `/sandbox/3ds?client_secret=${encodeURIComponent(first.payment_intent_client_secret)}`,
    });
    expect(page.body).toContain('Confirm your payment');
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/3ds',
      headers: { origin: ORIGIN },
      payload: { client_secret: first.payment_intent_client_secret, result: 'complete' },
    });
    const confirmed = await pay(cookie, 'full-payment', {
      payment_intent_id: first.payment_intent_id,
      subscription_id: subscription,
    });
    expect(confirmed.json()).toMatchObject({ status: 'complete', payment_id: first.payment_id });
    expect((await subscriptionOf(cookie, subscription)).access).toBe('full');
  });

  it('reconciles on the next status poll when the browser never confirmed', async () => {
    const { cookie, subscription } = await studentIn(fullPriceCourse(), 'closed-tab@example.ca');
    const first = (
      await pay(cookie, 'full-payment', { payment_method_id: await card('4000002500003155'), subscription })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/3ds',
      headers: { origin: ORIGIN },
      payload: { client_secret: first.payment_intent_client_secret, result: 'complete' },
    });
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscriptions/${subscription}/payment-status/`,
      headers: { cookie },
    });
    expect(status.json()).toMatchObject({ status: 'complete', payment_id: first.payment_id });
    expect(await subscriptionOf(cookie, subscription)).toMatchObject({
      payment_status: 'paid',
      access: 'full',
    });
  });

  it('fails the payment when the cardholder fails authentication', async () => {
    const { cookie, subscription } = await studentIn(fullPriceCourse(), 'unsure@example.ca');
    const first = (
      await pay(cookie, 'full-payment', { payment_method_id: await card('4000002500003155'), subscription })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/3ds',
      headers: { origin: ORIGIN },
      payload: { client_secret: first.payment_intent_client_secret, result: 'fail' },
    });
    const confirmed = (
      await pay(cookie, 'full-payment', {
        payment_intent_id: first.payment_intent_id,
        subscription_id: subscription,
      })
    ).json();
    expect(confirmed).toMatchObject({
      status: 'failed',
      error:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
    expect((await subscriptionOf(cookie, subscription)).payment_status).toBe('unpaid');
  });

  it.each([
    ['4000000000000002', 'Your card was declined.', 'card.declined'],
    ['4000000000009995', 'Your card has insufficient funds.', 'card.insufficientFunds'],
    [
      '4111111111111111',
      'Your card was declined. The sandbox takes test cards only, such as 4242 4242 4242 4242.',
      'card.notATestCard',
    ],
  ])(
    'declines %s with the provider message and its code, and records nothing paid',
    async (number, message, code) => {
      const { cookie, subscription } = await studentIn(fullPriceCourse(), `declined-${number}@example.ca`);
      const res = (
        await pay(cookie, 'full-payment', { payment_method_id: await card(number), subscription })
      ).json();
      expect(res).toMatchObject({ status: 'failed', error: message, error_code: { code } });
      expect(await subscriptionOf(cookie, subscription)).toMatchObject({
        payment_status: 'unpaid',
        access: 'pending',
      });
    },
  );

  it('checks card fields as the provider does', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payment-methods',
      headers: { origin: ORIGIN },
      payload: { number: '4242424242424241', exp_month: 1, exp_year: 2020, cvc: '1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      number: ['Your card number is invalid.'],
      expiry: ["Your card's expiration year is in the past."],
      cvc: ["Your card's security code is incomplete."],
      codes: {
        number: [{ code: 'card.numberInvalid' }],
        expiry: [{ code: 'card.expiryPast' }],
        cvc: [{ code: 'card.cvcIncomplete' }],
      },
    });
  });
});

describe('payment plans', () => {
  it('takes the registration fee, schedules the instalments, and takes them one by one', async () => {
    const course = planCourse();
    const plan = course.payment_plans[0]!;
    const { cookie, subscription } = await studentIn(course, 'plan@example.ca');
    const fee = (
      await pay(cookie, 'registration-fee', {
        payment_method_id: await card('4242424242424242'),
        subscription,
        payment_plan: plan.id,
      })
    ).json();
    expect(fee).toMatchObject({ status: 'complete', amount: plan.registration_fee });
    expect(await subscriptionOf(cookie, subscription)).toMatchObject({
      payment_type: 'payment_plan',
      payment_status: 'partially_paid',
      access: 'full',
    });

    for (const [i, rule] of plan.installments.entries()) {
      const res = (
        await pay(cookie, 'installment', { payment_method_id: await card('4242424242424242'), subscription })
      ).json();
      expect(res).toMatchObject({ status: 'complete', amount: rule.amount });
      expect((await subscriptionOf(cookie, subscription)).payment_status).toBe(
        i === plan.installments.length - 1 ? 'paid' : 'partially_paid',
      );
    }
    const extra = await pay(cookie, 'installment', {
      payment_method_id: await card('4242424242424242'),
      subscription,
    });
    expect(extra.statusCode).toBe(409);
  });

  it("answers 404 for another student's subscription or instalment", async () => {
    const course = planCourse();
    const owner = await studentIn(course, 'plan-owner@example.ca');
    await pay(owner.cookie, 'registration-fee', {
      payment_method_id: await card('4242424242424242'),
      subscription: owner.subscription,
    });
    const ownerInstallment = (await t.ctx.db.query.installments.findFirst({
      where: (i, { eq: is }) => is(i.subscriptionId, owner.subscription),
    }))!.id;
    const other = await studentIn(course, 'plan-other@example.ca');
    await pay(other.cookie, 'registration-fee', {
      payment_method_id: await card('4242424242424242'),
      subscription: other.subscription,
    });

    const theirSub = await pay(other.cookie, 'full-payment', {
      payment_method_id: await card('4242424242424242'),
      subscription: owner.subscription,
    });
    expect(theirSub.statusCode).toBe(404);
    const theirInstallment = await pay(other.cookie, 'installment', {
      payment_method_id: await card('4242424242424242'),
      subscription: other.subscription,
      subscription_installment: ownerInstallment,
    });
    expect(theirInstallment.statusCode).toBe(404);
    expect(
      (await pay('', 'installment', { payment_method_id: 'x', subscription: owner.subscription })).statusCode,
    ).toBe(401);
  });
});
