import type { TNotificationItem } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPortal } from '../../cli/run-portal';
import { auditEntries, installments } from '../../db/schema';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN, subscribe, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { sendInstallmentReminders } from './installment-reminders';

// 10:00 in Toronto, the demo institute's time zone
const START = Date.parse('2026-11-22T15:00:00Z');
const DAY = 86_400_000;
const clock = { now: new Date(START) };
const atDay = (days: number, hourUtc = 15) => {
  clock.now = new Date(START + days * DAY + (hourUtc - 15) * 3_600_000);
};

type Course = {
  id: number;
  slug: string;
  name: string;
  payment_plans: { id: number; installments: { amount: number; due_after_days: number }[] }[];
};
let t: TestApp;
let course: Course;
beforeEach(async () => {
  clock.now = new Date(START);
  t = await createTestApp({ demo: true, now: () => clock.now });
  const courses: Course[] = (await t.app.inject({ method: 'GET', url: '/api/v1/courses/?limit=100' })).json()
    .results;
  course = courses.find((c) => c.payment_plans[0]?.installments[0]?.due_after_days === 30)!;
});
afterEach(() => t.close());

const card = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payment-methods',
      headers: { origin: ORIGIN },
      payload: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    })
  ).json().id as string;

/** A student on the program's first plan, registration fee paid today: instalments due in 30, 60, 90 days. */
async function onPlan(email: string) {
  const { cookie } = await verifiedStudent(t, email);
  const subscription = await subscribe(t, cookie, email, course.id);
  const fee = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/registration-fee/',
    headers: { cookie, origin: ORIGIN },
    payload: { payment_method_id: await card(), subscription, payment_plan: course.payment_plans[0]!.id },
  });
  expect(fee.json().status).toBe('complete');
  return { cookie, subscription };
}

async function instalmentNotices(cookie: string): Promise<TNotificationItem['notification'][]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/notifications/?notification__type=installment',
    headers: { cookie },
  });
  return (res.json().results as TNotificationItem[]).map((n) => n.notification);
}

describe('instalment reminders', () => {
  it('tells of an instalment due within 3 days once, and once more when it is overdue', async () => {
    const s = await onPlan('due@example.ca');
    const amount = course.payment_plans[0]!.installments[0]!.amount;
    const dollars = `$${(amount / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`;
    expect(await sendInstallmentReminders(t.ctx)).toBe(0);

    atDay(26);
    expect(await sendInstallmentReminders(t.ctx)).toBe(0);
    atDay(27);
    // two processes at once: one of them sends it
    const runs = await Promise.all([sendInstallmentReminders(t.ctx), sendInstallmentReminders(t.ctx)]);
    expect(runs[0]! + runs[1]!).toBe(1);
    expect(await sendInstallmentReminders(t.ctx)).toBe(0);
    expect(await instalmentNotices(s.cookie)).toEqual([
      {
        type: 'installment',
        heading: 'Instalment due soon',
        message: `Your instalment of ${dollars} for ${course.name} is due on December 22, 2026.`,
        route_params: { due_status: 'due', subscription_id: s.subscription, course_slug: course.slug },
        payload: {},
      },
    ]);

    // due on the 30th day: overdue from the 31st
    atDay(30);
    expect(await sendInstallmentReminders(t.ctx)).toBe(0);
    atDay(31);
    expect(await sendInstallmentReminders(t.ctx)).toBe(1);
    atDay(32);
    expect(await sendInstallmentReminders(t.ctx)).toBe(0);
    const [overdue] = await instalmentNotices(s.cookie);
    expect(overdue).toMatchObject({
      heading: 'Instalment overdue',
      message: `Your instalment of ${dollars} for ${course.name} was due on December 22, 2026. Please pay it as soon as you can.`,
      route_params: { due_status: 'overdue', subscription_id: s.subscription, course_slug: course.slug },
    });
  });

  it('counts calendar days at the institute, not in UTC', async () => {
    const s = await onPlan('zone@example.ca');
    // 03:00 UTC on day 27 is still the evening of day 26 in Toronto
    atDay(27, 3);
    expect(await sendInstallmentReminders(t.ctx)).toBe(0);
    atDay(27, 5);
    expect(await sendInstallmentReminders(t.ctx)).toBe(1);
    expect(await instalmentNotices(s.cookie)).toHaveLength(1);
  });

  it('tells nothing of a paid or a cancelled instalment', async () => {
    const s = await onPlan('paid@example.ca');
    const next = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/subscriptions/${s.subscription}/upcoming-installment/`,
        headers: { cookie: s.cookie },
      })
    ).json();
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/installment/',
      headers: { cookie: s.cookie, origin: ORIGIN },
      payload: {
        payment_method_id: await card(),
        subscription: s.subscription,
        subscription_installment: next.id,
      },
    });
    expect(paid.json().status).toBe('complete');
    // the school cancels an instalment in its own records; no call of the API does
    await t.ctx.db
      .update(installments)
      .set({ status: 'cancelled' })
      .where(and(eq(installments.subscriptionId, s.subscription), eq(installments.status, 'pending')));

    atDay(27);
    expect(await sendInstallmentReminders(t.ctx)).toBe(0);
    atDay(95);
    expect(await sendInstallmentReminders(t.ctx)).toBe(0);
    expect(await instalmentNotices(s.cookie)).toEqual([]);
  });

  it('leaves another student’s instalments to their own dates', async () => {
    const early = await onPlan('early@example.ca');
    atDay(10);
    const late = await onPlan('late@example.ca');

    atDay(27);
    expect(await sendInstallmentReminders(t.ctx)).toBe(1);
    expect(await instalmentNotices(early.cookie)).toHaveLength(1);
    expect(await instalmentNotices(late.cookie)).toEqual([]);

    // the late student's first instalment is due on day 40; the early one's is overdue by then
    atDay(37);
    expect(await sendInstallmentReminders(t.ctx)).toBe(2);
    expect((await instalmentNotices(late.cookie)).map((n) => n.route_params)).toEqual([
      { due_status: 'due', subscription_id: late.subscription, course_slug: course.slug },
    ]);
    expect((await instalmentNotices(early.cookie)).map((n) => n.route_params.due_status)).toEqual([
      'overdue',
      'due',
    ]);
  });
});

describe('portal remind-installments', () => {
  it('sends the notices now and says how many', async () => {
    await onPlan('cli@example.ca');
    const lines = { log: [] as string[], error: [] as string[] };
    const out = { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) };
    // the running portal's own context, as a forwarded operator command has
    const source = { open: async () => t.ctx, release: async () => {} };
    const portal = () => runPortal(['remind-installments'], out, process.env, process.cwd(), source);

    atDay(28);
    expect(await portal()).toBe(0);
    expect(lines.log.at(-1)).toBe('Sent 1 instalment notice(s).');
    expect(await portal()).toBe(0);
    expect(lines.log.at(-1)).toBe('Sent 0 instalment notice(s).');
    expect(lines.error).toEqual([]);
  });
});

describe('the console’s reminders, sent now', () => {
  it('are sent by a worker once however often finance asks, each asking audited', async () => {
    const { cookie } = await onPlan('console-reminders@example.ca');
    const finance = await staffMember(t, 'finance');
    const registrar = await staffMember(t, 'registrar');
    const ask = (member: StaffClient) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/staff/installments/reminders/',
        headers: { cookie: member.cookie, origin: ORIGIN },
      });
    atDay(28);
    expect((await ask(registrar)).statusCode).toBe(403);
    const answers = await Promise.all([ask(finance), ask(finance)]);
    expect(answers.map((a) => [a.statusCode, a.json()])).toEqual([
      [202, { queued: true }],
      [202, { queued: true }],
    ]);
    await t.ctx.jobs.drain();
    expect((await instalmentNotices(cookie)).map((n) => n.heading)).toHaveLength(1);
    const asked = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'installments.remind'), eq(auditEntries.actorEmail, finance.email)));
    expect(asked).toHaveLength(2);
  });
});
