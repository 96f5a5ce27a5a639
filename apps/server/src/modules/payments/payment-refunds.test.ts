import type { TLedgerPayment, TSubscription } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, installments, payments, sandboxPaymentIntents } from '../../db/schema';
import { paidAtTheDesk, paidByCard, slipAtTheDesk } from '../../test/payments';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';

let t: TestApp;
let other: TestApp;
let finance: StaffClient;
let colleague: StaffClient;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  other = await secondInstance(t);
  finance = await staffMember(t, 'finance');
  colleague = await staffMember(t, 'finance');
}, 120_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

const refund = (member: StaffClient, id: number, payload: object, app = t) =>
  app.app.inject({
    method: 'POST',
    url: `/api/v1/staff/payments/${id}/refund/`,
    headers: { cookie: member.cookie, origin: ORIGIN },
    payload,
  });
const subscriptionOf = async (cookie: string, id: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/v1/subscriptions/${id}/`, headers: { cookie } })
  ).json() as TSubscription;
const notices = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/notifications/', headers: { cookie } })).json()
    .results as { notification: { message: string } }[];
/** The refund mails a student received, once every process has done its background work. */
async function refundMails(email: string) {
  await Promise.all([t.ctx.jobs.drain(), other.ctx.jobs.drain()]);
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  return (res.json().results as { subject: string; text: string }[]).filter((m) =>
    m.subject.startsWith('Refund'),
  );
}
const intentOf = async (paymentId: number) => {
  const [payment] = await t.ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  const [intent] = await t.ctx.db
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.id, payment!.providerPaymentId!));
  return intent!;
};

describe('a refund by the finance office', () => {
  it('gives back money paid at the desk and ends the access it paid for, once, with who and why', async () => {
    const email = 'noor.refund@example.ca';
    const paid = await paidAtTheDesk(t, email);
    expect((await subscriptionOf(paid.cookie, paid.subscription)).course_access).toBe(true);

    const res = await refund(finance, paid.payment, {
      reason: 'Withdrew in the first week.',
      end_access: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const refunded: TLedgerPayment = res.json();
    expect(refunded).toMatchObject({ status: 'refunded', refund_reason: 'Withdrew in the first week.' });
    // handed back at the desk: nothing waits on a provider
    expect(refunded.refunded_at).not.toBeNull();
    expect(await subscriptionOf(paid.cookie, paid.subscription)).toMatchObject({
      course_access: false,
      status: 'cancelled',
    });
    expect((await notices(paid.cookie))[0]!.notification.message).toMatch(
      /is refunded and your access to it has ended: Withdrew in the first week\.$/,
    );
    const mails = await refundMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('has ended');

    const again = await refund(colleague, paid.payment, { reason: 'Twice.', end_access: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This payment is already refunded.');
    const audit = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'payment.refund'), eq(auditEntries.entityId, String(paid.payment))));
    expect(audit).toEqual([
      expect.objectContaining({
        actorEmail: finance.email,
        actorRole: 'finance',
        before: { status: 'complete', refund_reason: null, course_access: true },
        after: { status: 'refunded', refund_reason: 'Withdrew in the first week.', course_access: false },
      }),
    ]);
    expect(await refundMails(email)).toHaveLength(1);
  });

  it('sends a card payment back through the gateway after the commit, the student keeping their access', async () => {
    const email = 'li.refund@example.ca';
    const paid = await paidByCard(t, email);
    const res = await refund(finance, paid.payment, { reason: 'Goodwill: the lab was closed.' });
    expect(res.statusCode, res.body).toBe(200);
    // the money leaves by background work: the answer does not wait on the gateway
    expect(res.json()).toMatchObject({ status: 'refunded', refunded_at: null });
    expect((await intentOf(paid.payment)).refundedAt).toBeNull();
    expect(await subscriptionOf(paid.cookie, paid.subscription)).toMatchObject({
      course_access: true,
      payment_status: 'paid',
    });

    const mails = await refundMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('You keep your access');
    expect((await intentOf(paid.payment)).refundedAt).not.toBeNull();
    const done = await t.app.inject({
      method: 'GET',
      url: `/api/v1/staff/payments/${paid.payment}/`,
      headers: { cookie: finance.cookie },
    });
    expect(done.json().refunded_at).not.toBeNull();
  });

  it('refuses what cannot be refunded, in words the office understands', async () => {
    const slip = await slipAtTheDesk(t, 'open.refund@example.ca');
    const [open] = await t.ctx.db.select().from(payments).where(eq(payments.referenceCode, slip.code));
    const pending = await refund(finance, open!.id, { reason: 'Changed their mind.' });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().detail).toBe('Only a completed payment can be refunded.');
    const noReason = await refund(finance, open!.id, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toHaveProperty('reason');
    expect((await refund(finance, 999_999, { reason: 'Who?' })).statusCode).toBe(404);
  });

  it('ends a plan: the instalments still to pay are cancelled with the program', async () => {
    const paid = await paidAtTheDesk(t, 'plan.refund@example.ca');
    await t.ctx.db.insert(installments).values({
      subscriptionId: paid.subscription,
      number: 1,
      dueDate: '2030-01-15',
      dueAmountCents: 10_000,
    });
    expect((await refund(finance, paid.payment, { reason: 'Withdrew.', end_access: true })).statusCode).toBe(
      200,
    );
    const [left] = await t.ctx.db
      .select()
      .from(installments)
      .where(eq(installments.subscriptionId, paid.subscription));
    expect(left!.status).toBe('cancelled');
  });

  it('refunds once when two members refund the same payment at once through two processes', async () => {
    const email = 'twice.refund@example.ca';
    const paid = await paidByCard(t, email);
    const answers = await Promise.all([
      refund(finance, paid.payment, { reason: 'Duplicate enrolment.' }),
      refund(colleague, paid.payment, { reason: 'Duplicate enrolment.' }, other),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const audit = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'payment.refund'), eq(auditEntries.entityId, String(paid.payment))));
    expect(audit).toHaveLength(1);
    expect(await refundMails(email)).toHaveLength(1);
    expect((await intentOf(paid.payment)).refundedAt).not.toBeNull();
  });
});
