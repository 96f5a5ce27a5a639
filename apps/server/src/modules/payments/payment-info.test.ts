import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';
import { ORIGIN, clientAddress, latestMail, verifiedStudent } from '../../test/students';
import { recordSchoolPayment } from './school-payments.service';
import { OPERATOR } from '../staff/audit-log';

const clock = { now: new Date('2026-11-22T15:00:00Z') };
let t: TestApp;
type Course = {
  id: number;
  slug: string;
  price: number;
  enable_paid_at_school: boolean;
  is_cohort: boolean;
  cohorts: { id: number }[];
  payment_plans: {
    id: number;
    registration_fee: number;
    installments: { amount: number; due_after_days: number }[];
  }[];
};
let courses: Course[];

beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => clock.now });
  courses = (await t.app.inject({ method: 'GET', url: '/api/v1/courses/?limit=100' })).json().results;
});
afterAll(() => t.close());

const planCourse = () => courses.find((c) => c.payment_plans.length > 0)!;
const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

async function studentIn(course: Course, email: string) {
  const { cookie, me } = await verifiedStudent(t, email);
  const sub = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/',
    headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
    payload: { course: course.id, student_email: email },
  });
  return { cookie, profileId: me.profile.id, subscription: sub.json().id as number };
}
const card = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payment-methods',
      headers: { origin: ORIGIN },
      payload: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    })
  ).json().id;

describe('payment plans and status', () => {
  it('lists the plans of a program, or of a cohort’s program', async () => {
    const plans = (
      await t.app.inject({ method: 'GET', url: `/api/v1/payment-plans/?course=${planCourse().id}` })
    ).json();
    expect(plans.map((p: { id: number }) => p.id)).toEqual(planCourse().payment_plans.map((p) => p.id));
    const cohortProgram = courses.find((c) => c.is_cohort)!;
    const byCohort = await t.app.inject({
      method: 'GET',
      url: `/api/v1/payment-plans/?cohort=${cohortProgram.cohorts[0]!.id}`,
    });
    expect(byCohort.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/payment-plans/' })).statusCode).toBe(400);
  });

  it('reports the latest payment and the next instalment with the days left', async () => {
    const { cookie, subscription } = await studentIn(planCourse(), 'status@example.ca');
    expect((await get(cookie, `/api/v1/subscriptions/${subscription}/payment-status/`)).json().status).toBe(
      'none',
    );
    expect(
      (await get(cookie, `/api/v1/subscriptions/${subscription}/upcoming-installment/`)).json(),
    ).toBeNull();

    await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/registration-fee/',
      headers: { cookie, origin: ORIGIN },
      payload: { payment_method_id: await card(), subscription },
    });
    expect((await get(cookie, `/api/v1/subscriptions/${subscription}/payment-status/`)).json()).toMatchObject(
      { status: 'complete', payment_type: 'registration_fee', handler_status: 'pay_by_card' },
    );
    const first = planCourse().payment_plans[0]!.installments[0]!;
    const next = (await get(cookie, `/api/v1/subscriptions/${subscription}/upcoming-installment/`)).json();
    expect(next).toMatchObject({
      number: 1,
      due_amount: first.amount,
      status: 'pending',
      can_pay: { can_pay: true },
      days_until_due: first.due_after_days,
    });

    const saved = clock.now;
    clock.now = new Date(saved.getTime() + (first.due_after_days + 3) * 86_400_000);
    try {
      expect(
        (await get(cookie, `/api/v1/subscriptions/${subscription}/upcoming-installment/`)).json()
          .days_until_due,
      ).toBe(-3);
    } finally {
      clock.now = saved;
    }
    expect((await latestMail(t, 'status@example.ca'))?.subject).toMatch(/^Receipt: \$300\.00 for /);
  });

  it("answers 404 for another student's subscription", async () => {
    const a = await studentIn(planCourse(), 'status-a@example.ca');
    const b = await studentIn(planCourse(), 'status-b@example.ca');
    expect((await get(b.cookie, `/api/v1/subscriptions/${a.subscription}/payment-status/`)).statusCode).toBe(
      404,
    );
    expect(
      (await get(b.cookie, `/api/v1/subscriptions/${a.subscription}/upcoming-installment/`)).statusCode,
    ).toBe(404);
    const school = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/paid-to-school/',
      headers: { cookie: b.cookie, origin: ORIGIN },
      payload: { subscription_id: a.subscription },
    });
    expect(school.statusCode).toBe(404);
  });
});

describe('paying at the school', () => {
  it('records the request, then opens the program when the school records the amount due', async () => {
    const course = courses.find(
      (c) => c.enable_paid_at_school && !c.is_cohort && c.payment_plans.length === 0,
    )!;
    const { cookie, profileId, subscription } = await studentIn(course, 'school@example.ca');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/paid-to-school/',
      headers: { cookie, origin: ORIGIN },
      payload: { subscription_id: subscription },
    });
    expect(res.json()).toMatchObject({
      status: 'pending',
      message: expect.stringContaining('Pay at the school'),
    });
    expect((await get(cookie, `/api/v1/subscriptions/${subscription}/payment-status/`)).json()).toMatchObject(
      { status: 'pending', handler_status: 'paid_to_school' },
    );
    expect((await get(cookie, `/api/v1/subscriptions/${subscription}/`)).json().access).toBe('pending');

    await expect(
      recordSchoolPayment(t.ctx, OPERATOR, profileId, { slug: course.slug }, course.price - 100),
    ).rejects.toThrow();
    await recordSchoolPayment(t.ctx, OPERATOR, profileId, { slug: course.slug }, course.price);
    expect((await get(cookie, `/api/v1/subscriptions/${subscription}/`)).json()).toMatchObject({
      access: 'full',
      payment_status: 'paid',
    });
    expect((await latestMail(t, 'school@example.ca'))?.subject).toMatch(/^Receipt: /);
  });

  it('is refused for a program that does not offer it', async () => {
    const course = courses.find((c) => !c.enable_paid_at_school && c.price > 0)!;
    const { cookie, subscription } = await studentIn(course, 'no-school@example.ca');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/paid-to-school/',
      headers: { cookie, origin: ORIGIN },
      payload: { subscription_id: subscription },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      detail: 'Paying at the school is not offered for this program.',
      code: 'payment.schoolNotOffered',
    });
  });
});
