import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { OPERATOR } from '../modules/staff/audit-log';
import { recordSchoolPaymentByCode } from '../modules/payments/school-payments.service';
import { ORIGIN, clientAddress, subscribe, verifiedStudent } from './students';
import type { TestApp } from './test-app';

type Course = {
  id: number;
  price: number;
  enable_paid_at_school: boolean;
  is_course_free: boolean;
  is_trial: boolean;
  is_cohort: boolean;
  name: string;
  slug: string;
  payment_plans: { id: number; installments: { amount: number; due_after_days: number }[] }[];
};

const catalogue = async (t: TestApp): Promise<Course[]> =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/courses/?limit=100' })).json().results;

/** The demo's paid program taken at the school's desk in one payment (no cohort, no plan). */
export async function payableAtSchool(t: TestApp): Promise<Course> {
  return (await catalogue(t)).find(
    (c) => c.enable_paid_at_school && !c.is_cohort && c.payment_plans.length === 0,
  )!;
}

/** A student subscribed to that program who asked to pay at the school: their slip's code. */
export async function slipAtTheDesk(t: TestApp, email: string) {
  const course = await payableAtSchool(t);
  const { cookie, me } = await verifiedStudent(t, email);
  const sub = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/',
    headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
    payload: { course: course.id, student_email: email },
  });
  const subscription = sub.json().id as number;
  const slip = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/paid-to-school/',
    headers: { cookie, origin: ORIGIN },
    payload: { subscription_id: subscription },
  });
  expect(slip.statusCode, slip.body).toBe(200);
  return {
    cookie,
    profileId: me.profile.id,
    subscription,
    code: slip.json().reference_code as string,
    amount: course.price,
  };
}

/** A student whose slip the school's desk was paid: the payment is complete and the program open. */
export async function paidAtTheDesk(t: TestApp, email: string) {
  const slip = await slipAtTheDesk(t, email);
  const { payment } = await recordSchoolPaymentByCode(t.ctx, OPERATOR, slip.code, slip.amount);
  return { ...slip, payment: payment.id };
}

/** A student paying the demo's paid program in full with a sandbox test card: its answer. */
export async function payByCard(t: TestApp, email: string, number = '4242424242424242') {
  const course = (await catalogue(t)).find(
    (c) => !c.is_course_free && !c.is_trial && !c.is_cohort && c.payment_plans.length === 0,
  )!;
  const { cookie, me } = await verifiedStudent(t, email);
  const subscription = await subscribe(t, cookie, email, course.id);
  const headers = { cookie, origin: ORIGIN };
  const card = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/payment-methods',
    headers,
    payload: { number, exp_month: 12, exp_year: 2030, cvc: '123' },
  });
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/full-payment/',
    headers: { ...headers, 'idempotency-key': `pay-by-card-${email}` },
    payload: { subscription, payment_method_id: card.json().id },
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return {
    cookie,
    profileId: me.profile.id,
    subscription,
    payment: paid.json().payment_id as number,
    status: paid.json().status as string,
  };
}

/** A student who paid the demo's paid program in full with the sandbox's test card. */
export async function paidByCard(t: TestApp, email: string) {
  const paid = await payByCard(t, email);
  expect(paid.status).toBe('complete');
  return paid;
}

/** Payment work that used up its tries (a receipt for no payment), as the office finds it: its job id. */
export async function failedPaymentJob(t: TestApp): Promise<string> {
  const marker = randomUUID();
  await t.ctx.db.transaction((tx) =>
    t.ctx.jobs.add(tx, { topic: 'payment.receipt', key: marker, payload: { paymentId: 0, marker } }),
  );
  const { rows } = (await t.ctx.db.execute(
    sql`update pgboss.job set state = 'failed', completed_on = now()
      where name = 'payment.receipt' and data->>'marker' = ${marker} returning id`,
  )) as unknown as { rows: { id: string }[] };
  return String(rows[0]!.id);
}

/** The demo's program paid by a payment plan (no cohort), whose first instalment is due 30 days on. */
export async function planCourse(t: TestApp): Promise<Course> {
  return (await catalogue(t)).find(
    (c) => !c.is_cohort && c.payment_plans[0]?.installments[0]?.due_after_days === 30,
  )!;
}

/**
 * A student on that program's first plan (or `plan`), the registration fee paid by the sandbox's test
 * card today: its instalments are pending, the first (`installment`) due in 30 days.
 */
export async function onPaymentPlan(t: TestApp, email: string, plan?: number) {
  const course = await planCourse(t);
  const { cookie, me } = await verifiedStudent(t, email);
  const subscription = await subscribe(t, cookie, email, course.id);
  const headers = { cookie, origin: ORIGIN };
  const card = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/payment-methods',
    headers,
    payload: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
  });
  const fee = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/registration-fee/',
    headers: { ...headers, 'idempotency-key': `on-plan-${email}` },
    payload: {
      subscription,
      payment_method_id: card.json().id,
      payment_plan: plan ?? course.payment_plans[0]!.id,
    },
  });
  expect(fee.json().status, fee.body).toBe('complete');
  const upcoming = await t.app.inject({
    method: 'GET',
    url: `/api/v1/subscriptions/${subscription}/upcoming-installment/`,
    headers: { cookie },
  });
  expect(upcoming.statusCode, upcoming.body).toBe(200);
  return {
    cookie,
    profileId: me.profile.id,
    subscription,
    course,
    payment: fee.json().payment_id as number,
    installment: upcoming.json().id as number,
  };
}
