import type { TListStaffInstallmentsResponse, TNotificationItem, TStaffInstallment } from '@portal/contract';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema';
import { onPaymentPlan, payableAtSchool } from '../../test/payments';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';
import { sendInstallmentReminders } from './installment-reminders';

// 10:00 in Toronto, the demo institute's time zone
const START = Date.parse('2026-11-22T15:00:00Z');
const DAY = 86_400_000;
const clock = { now: new Date(START) };
const atDay = (days: number) => {
  clock.now = new Date(START + days * DAY);
};
/** The school's calendar day `days` after the start, YYYY-MM-DD (the start is mid-day in Toronto). */
const day = (days: number) => new Date(START + days * DAY).toISOString().slice(0, 10);
/** A date as the notices write it in English. */
const written = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

let t: TestApp;
let other: TestApp;
let finance: StaffClient;
let colleague: StaffClient;
beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => clock.now });
  other = await secondInstance(t);
  finance = await staffMember(t, 'finance');
  colleague = await staffMember(t, 'finance');
}, 120_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
});

const list = async (query: string): Promise<TListStaffInstallmentsResponse> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/staff/installments/?${query}`,
    headers: { cookie: finance.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const reschedule = (id: number, due_date: string, member = finance, app = t) =>
  app.app.inject({
    method: 'PATCH',
    url: `/api/v1/staff/installments/${id}/`,
    headers: { cookie: member.cookie, origin: ORIGIN },
    payload: { due_date },
  });
const notices = async (cookie: string): Promise<TNotificationItem['notification'][]> => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/notifications/?notification__type=installment',
    headers: { cookie },
  });
  return (res.json().results as TNotificationItem[]).map((n) => n.notification);
};
const auditOf = (id: number) =>
  t.ctx.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, 'installment'), eq(auditEntries.entityId, String(id))))
    .orderBy(asc(auditEntries.id));
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-CA', { minimumFractionDigits: 2 })}`;

describe('the instalment schedule', () => {
  it('lists the plans’ instalments, filtered, searched and ordered; overdue from the day after', async () => {
    atDay(0);
    const ana = await onPaymentPlan(t, 'ana.schedule@example.ca');
    atDay(10);
    const ben = await onPaymentPlan(t, 'ben.schedule@example.ca');
    const plan = ana.course.payment_plans[0]!.installments;

    const anas = await list(`student=${ana.profileId}`);
    expect(anas.count).toBe(plan.length);
    expect(anas.results.map((i) => [i.number, i.due_date])).toEqual(
      plan.map((p, n) => [n + 1, day(p.due_after_days)]),
    );
    expect(anas.results[0]).toEqual({
      id: ana.installment,
      student: { id: ana.profileId, name: expect.any(String), email: 'ana.schedule@example.ca' },
      program: { id: ana.course.id, name: ana.course.name },
      subscription_id: ana.subscription,
      number: 1,
      due_date: day(30),
      amount: plan[0]!.amount,
      currency: 'CAD',
      status: 'pending',
      paid_at: null,
      overdue: false,
    } satisfies TStaffInstallment);

    const found = await list('search=BEN.SCHEDULE');
    expect(found.results.map((i) => i.student.id)).toEqual(plan.map(() => ben.profileId));
    expect((await list(`program=${ana.course.id}&search=schedule@`)).count).toBe(2 * plan.length);
    expect((await list(`program=${(await payableAtSchool(t)).id}&search=schedule@`)).count).toBe(0);
    const latest = await list('search=schedule@&ordering=-due_date&limit=1');
    expect(latest.results[0]).toMatchObject({ student: { id: ben.profileId }, due_date: day(100) });
    expect(latest.next).toContain('offset=1');

    // due on day 30: still due that day, overdue from the next
    atDay(30);
    expect((await list('overdue=true&search=schedule@')).count).toBe(0);
    atDay(31);
    const overdue = await list('overdue=true&search=schedule@');
    expect(overdue.results.map((i) => [i.id, i.overdue])).toEqual([[ana.installment, true]]);
    expect((await list('overdue=false&search=schedule@')).count).toBe(2 * plan.length);
    expect((await list(`student=${ben.profileId}&overdue=true`)).count).toBe(0);

    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/installment/',
      headers: { cookie: ana.cookie, origin: ORIGIN, 'idempotency-key': 'ana-first-instalment' },
      payload: {
        payment_method_id: (
          await t.app.inject({
            method: 'POST',
            url: '/api/sandbox/payment-methods',
            headers: { cookie: ana.cookie, origin: ORIGIN },
            payload: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
          })
        ).json().id,
        subscription: ana.subscription,
        subscription_installment: ana.installment,
      },
    });
    expect(paid.json().status, paid.body).toBe('complete');
    expect((await list('overdue=true&search=schedule@')).count).toBe(0);
    const settled = await list(`status=paid&search=schedule@`);
    expect(settled.results).toEqual([
      expect.objectContaining({ id: ana.installment, status: 'paid', overdue: false }),
    ]);
    expect(settled.results[0]!.paid_at).not.toBeNull();
    expect((await list(`status=pending&student=${ana.profileId}`)).count).toBe(plan.length - 1);

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/installments/${ben.installment}/`,
      headers: { cookie: finance.cookie },
    });
    expect(one.json()).toMatchObject({ id: ben.installment, due_date: day(40), overdue: false });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/installments/999999/',
      headers: { cookie: finance.cookie },
    });
    expect(missing.statusCode).toBe(404);
    const unclear = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/installments/?overdue=maybe',
      headers: { cookie: finance.cookie },
    });
    expect(unclear.statusCode).toBe(400);
  });

  it('moves a due date: the student is told, the log keeps both dates, the reminders follow it', async () => {
    atDay(100);
    const cleo = await onPaymentPlan(t, 'cleo.schedule@example.ca');
    const amount = cleo.course.payment_plans[0]!.installments[0]!.amount;
    // told three days before the first due date (day 130)
    atDay(127);
    await sendInstallmentReminders(t.ctx);
    expect((await notices(cleo.cookie)).map((n) => n.heading)).toEqual(['Instalment due soon']);

    const moved = await reschedule(cleo.installment, day(150));
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: cleo.installment, due_date: day(150), status: 'pending' });
    const [told] = await notices(cleo.cookie);
    expect(told).toEqual({
      type: 'installment',
      heading: 'Instalment rescheduled',
      message: `Your instalment of ${dollars(amount)} for ${cleo.course.name} is now due on ${written(day(150))}.`,
      route_params: { due_status: 'due', subscription_id: cleo.subscription, course_slug: cleo.course.slug },
      payload: {},
    });
    expect(await auditOf(cleo.installment)).toEqual([
      expect.objectContaining({
        action: 'installment.reschedule',
        actorEmail: finance.email,
        actorRole: 'finance',
        before: { due_date: day(130) },
        after: { due_date: day(150) },
      }),
    ]);

    // the same date again changes nothing
    expect((await reschedule(cleo.installment, day(150))).statusCode).toBe(200);
    expect(await auditOf(cleo.installment)).toHaveLength(1);
    expect(await notices(cleo.cookie)).toHaveLength(2);

    // not overdue on the old date, told again before the new one, and overdue after it
    atDay(131);
    await sendInstallmentReminders(t.ctx);
    expect(await notices(cleo.cookie)).toHaveLength(2);
    expect((await list(`student=${cleo.profileId}&overdue=true`)).count).toBe(0);
    atDay(147);
    await sendInstallmentReminders(t.ctx);
    const [soon] = await notices(cleo.cookie);
    expect(soon!.message).toBe(
      `Your instalment of ${dollars(amount)} for ${cleo.course.name} is due on ${written(day(150))}.`,
    );
    atDay(151);
    await sendInstallmentReminders(t.ctx);
    expect((await notices(cleo.cookie))[0]!.heading).toBe('Instalment overdue');
    expect((await list(`student=${cleo.profileId}&overdue=true`)).results.map((i) => i.id)).toEqual([
      cleo.installment,
    ]);

    // an overdue instalment given a later date is no longer overdue
    expect((await reschedule(cleo.installment, day(151))).json()).toMatchObject({ overdue: false });
  });

  it('refuses a paid or cancelled instalment, a past date and a date that is not one', async () => {
    atDay(200);
    const dev = await onPaymentPlan(t, 'dev.schedule@example.ca');

    const past = await reschedule(dev.installment, day(199));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      due_date: ['The new due date cannot be before today.'],
      codes: { due_date: [{ code: 'staff.money.dueDatePast' }] },
    });
    expect((await reschedule(dev.installment, day(200))).statusCode).toBe(200);
    for (const bad of ['2027-02-30', '2027-13-01', '15/06/2027', '']) {
      const res = await reschedule(dev.installment, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json(), bad).toEqual({
        due_date: ['Enter a date as YYYY-MM-DD.'],
        codes: { due_date: [{ code: 'staff.forms.dueDate' }] },
      });
    }
    expect((await reschedule(999999, day(220))).statusCode).toBe(404);

    const card = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payment-methods',
      headers: { cookie: dev.cookie, origin: ORIGIN },
      payload: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/installment/',
      headers: { cookie: dev.cookie, origin: ORIGIN, 'idempotency-key': 'dev-first-instalment' },
      payload: {
        payment_method_id: card.json().id,
        subscription: dev.subscription,
        subscription_installment: dev.installment,
      },
    });
    expect(paid.json().status, paid.body).toBe('complete');
    const again = await reschedule(dev.installment, day(240));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This instalment is already paid.');

    // the student withdraws: the registration fee is refunded and the rest of the plan cancelled
    const [second] = (await list(`student=${dev.profileId}&status=pending`)).results;
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/payments/${dev.payment}/refund/`,
      headers: { cookie: finance.cookie, origin: ORIGIN },
      payload: { reason: 'Withdrew.', end_access: true },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const cancelled = await reschedule(second!.id, day(260));
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().detail).toBe(
      'This subscription is cancelled: its instalments are no longer due.',
    );
    expect((await list(`student=${dev.profileId}&status=cancelled`)).count).toBe(2);
    expect(await auditOf(second!.id)).toEqual([]);
  });

  it('gives each of two members’ changes at once, through two processes, its turn', async () => {
    atDay(300);
    const eve = await onPaymentPlan(t, 'eve.schedule@example.ca');
    const dates = [day(340), day(345)];
    const answers = await Promise.all([
      reschedule(eve.installment, dates[0]!, finance, t),
      reschedule(eve.installment, dates[1]!, colleague, other),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    for (const answer of answers) expect(dates).toContain(answer.json().due_date);
    const changes = await auditOf(eve.installment);
    expect(changes).toHaveLength(2);
    // one after the other: the second starts from where the first left it
    expect(changes[0]!.before).toEqual({ due_date: day(330) });
    expect(changes[1]!.before).toEqual(changes[0]!.after);
    const final = (await list(`student=${eve.profileId}&limit=1`)).results[0]!;
    expect(final.due_date).toBe((changes[1]!.after as { due_date: string }).due_date);
    expect(dates).toContain(final.due_date);
    expect((await notices(eve.cookie)).filter((n) => n.heading === 'Instalment rescheduled')).toHaveLength(2);

    // the same date twice at once: one change
    const same = await Promise.all([
      reschedule(eve.installment, day(360), finance, t),
      reschedule(eve.installment, day(360), colleague, other),
    ]);
    expect(same.map((a) => [a.statusCode, a.json().due_date])).toEqual([
      [200, day(360)],
      [200, day(360)],
    ]);
    expect(await auditOf(eve.installment)).toHaveLength(3);
  });
});
