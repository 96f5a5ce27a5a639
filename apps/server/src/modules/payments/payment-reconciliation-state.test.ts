import type { TPaymentReconciliation } from '@portal/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, payments, sandboxPaymentIntents } from '../../db/schema';
import { paidByCard, payByCard, slipAtTheDesk } from '../../test/payments';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { drainUntil } from '../../test/jobs';

let t: TestApp;
let finance: StaffClient;
let registrar: StaffClient;
beforeAll(async () => {
  // a failed try is tried once more, then left failed for the office
  t = await createTestApp({ demo: true, env: { JOB_RETRY_LIMIT: '1' } });
  finance = await staffMember(t, 'finance');
  registrar = await staffMember(t, 'registrar');
}, 120_000);
afterAll(() => t.close());

const get = (member: StaffClient, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
const post = (member: StaffClient, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { cookie: member.cookie, origin: ORIGIN }, payload });
const state = async () =>
  (await get(finance, '/api/v1/staff/payments/reconciliation/')).json() as TPaymentReconciliation;
const awaiting = async (what: string) =>
  (await get(finance, `/api/v1/staff/payments/?awaiting=${what}`)).json().results as { id: number }[];
/** Runs the due work until `done` holds, or the tries had their time. */
const workUntil = (done: (now: TPaymentReconciliation) => boolean) =>
  drainUntil(t.ctx.jobs, async () => done(await state()));

describe("the ledger's reconciliation", () => {
  it('counts what waits on a provider, the desk or a refund, and lists each in the ledger', async () => {
    expect(await state()).toMatchObject({
      awaiting_provider: { count: 0, oldest_at: null },
      beyond_window: { count: 0 },
      slips_open: { count: 0 },
      refunds_pending: { count: 0 },
      failed_jobs: [],
      window_days: 7,
    });
    await slipAtTheDesk(t, 'slip.reconcile@example.ca');
    const paid = await paidByCard(t, 'card.reconcile@example.ca');
    // a 3-D Secure attempt the student left at their bank
    const secure = await payByCard(t, 'secure.reconcile@example.ca', '4000002500003155');
    expect(secure.status).toBe('requires_action');
    expect(
      (await post(finance, `/api/v1/staff/payments/${paid.payment}/refund/`, { reason: 'Twice.' }))
        .statusCode,
    ).toBe(200);

    const now = await state();
    expect(now.awaiting_provider.count).toBe(1);
    expect(now.slips_open.count).toBe(1);
    expect(now.refunds_pending.count).toBe(1);
    expect((await awaiting('provider')).map((p) => p.id)).toEqual([secure.payment]);
    expect((await awaiting('refund')).map((p) => p.id)).toEqual([paid.payment]);
    expect(await awaiting('school')).toHaveLength(1);

    await workUntil((now) => now.refunds_pending.count === 0);
    expect((await state()).refunds_pending.count).toBe(0);
    expect(await awaiting('refund')).toEqual([]);
  });

  it('shows a refund the provider refused until the office tries it again, and audits who did', async () => {
    const paid = await paidByCard(t, 'disputed.reconcile@example.ca');
    const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, paid.payment));
    // the charge is disputed at the gateway: it will not refund it for now
    const intent = eq(sandboxPaymentIntents.id, row!.providerPaymentId!);
    await t.ctx.db.update(sandboxPaymentIntents).set({ status: 'canceled' }).where(intent);
    await post(finance, `/api/v1/staff/payments/${paid.payment}/refund/`, { reason: 'Withdrew.' });
    await workUntil((now) => now.failed_jobs.length > 0);

    const [failed] = (await state()).failed_jobs;
    expect(failed).toMatchObject({ topic: 'payment.refund', payment_id: paid.payment, attempts: 2 });
    expect(failed!.error).toMatch(/no charge to refund/);
    expect((await state()).refunds_pending.count).toBe(1);

    // a registrar reads payments but does not act on them
    expect((await post(registrar, `/api/v1/staff/payments/jobs/${failed!.id}/retry/`)).statusCode).toBe(403);
    await t.ctx.db.update(sandboxPaymentIntents).set({ status: 'succeeded' }).where(intent);
    const retried = await post(finance, `/api/v1/staff/payments/jobs/${failed!.id}/retry/`);
    expect(retried.statusCode, retried.body).toBe(202);
    await workUntil((now) => now.refunds_pending.count === 0);
    expect(await state()).toMatchObject({ failed_jobs: [], refunds_pending: { count: 0 } });
    expect((await post(finance, `/api/v1/staff/payments/jobs/${failed!.id}/retry/`)).statusCode).toBe(404);
    const [audit] = await t.ctx.db
      .select({ n: count() })
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'payments.retry_job'), eq(auditEntries.entityId, failed!.id)));
    expect(audit!.n).toBe(1);
  });

  it('checks with the providers now, once however often it is asked in a minute', async () => {
    const asked = await Promise.all([
      post(finance, '/api/v1/staff/payments/reconciliation/'),
      post(finance, '/api/v1/staff/payments/reconciliation/'),
    ]);
    expect(asked.map((a) => a.statusCode)).toEqual([202, 202]);
    expect(await t.ctx.jobs.drain()).toBe(1);
  });
});
