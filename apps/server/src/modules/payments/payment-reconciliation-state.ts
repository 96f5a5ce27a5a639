import { type TFailedPaymentJob, type TPaymentReconciliation, staffCoded } from '@portal/contract';
import { and, gte, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { payments } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../staff/audit-log';
import { AWAITING, countWaiting } from './payment-ledger.repository';
import { RECONCILE_WITHIN_DAYS } from './payment-reconciliation';

/** The background work of payments: provider calls, receipts, refunds, and the reconciliation itself. */
const isPaymentWork = (topic: string) => topic.startsWith('payment.') || topic.startsWith('payments.');

const waiting = ({ count, oldestAt }: Awaited<ReturnType<typeof countWaiting>>) => ({
  count,
  oldest_at: oldestAt?.toISOString() ?? null,
});

async function failedPaymentJobs(ctx: AppContext): Promise<TFailedPaymentJob[]> {
  return (await ctx.jobs.failed())
    .filter((job) => isPaymentWork(job.topic))
    .map((job) => {
      const paymentId = (job.payload as { paymentId?: unknown } | null)?.paymentId;
      return {
        id: job.id,
        topic: job.topic,
        payment_id: typeof paymentId === 'number' ? paymentId : null,
        error: job.error,
        attempts: job.attempts,
        at: job.at.toISOString(),
      };
    });
}

/** Where the ledger stands against its providers, for the finance office. */
export async function paymentReconciliation(ctx: AppContext): Promise<TPaymentReconciliation> {
  const since = new Date(ctx.now().getTime() - RECONCILE_WITHIN_DAYS * 86_400_000);
  const [recent, old, slips, refunds, failed] = await Promise.all([
    countWaiting(ctx.db, and(AWAITING.provider, gte(payments.createdAt, since))!),
    countWaiting(ctx.db, and(AWAITING.provider, lt(payments.createdAt, since))!),
    countWaiting(ctx.db, AWAITING.school),
    countWaiting(ctx.db, AWAITING.refund),
    failedPaymentJobs(ctx),
  ]);
  return {
    awaiting_provider: waiting(recent),
    beyond_window: waiting(old),
    window_days: RECONCILE_WITHIN_DAYS,
    check_every_minutes: Math.max(1, Math.round(ctx.config.paymentReconcileAfterMs / 60_000)),
    slips_open: waiting(slips),
    refunds_pending: waiting(refunds),
    failed_jobs: failed,
  };
}

/**
 * Checks the open attempts with their providers at once rather than at the next scheduled time: the
 * same job, run by a worker. Asked twice in a minute, it runs once.
 */
export async function reconcileNow(ctx: AppContext, actor: AuditActor) {
  const minute = Math.floor(ctx.now().getTime() / 60_000);
  await ctx.db.transaction(async (tx) => {
    await ctx.jobs.add(tx, { topic: 'payments.reconcile', key: `payments.reconcile:${minute}`, payload: {} });
    await recordAudit(tx, actor, { action: 'payments.reconcile', entity: 'payments', entityId: minute });
  });
  return { queued: true };
}

/** Tries again a piece of payment work that used up its tries, such as a refund while a provider was down. */
export async function retryPaymentJob(ctx: AppContext, actor: AuditActor, id: string) {
  const job = (await failedPaymentJobs(ctx)).find((failed) => failed.id === id);
  if (!job) throw new NotFound(staffCoded('staff.money.failedWorkNotFound'));
  // pg-boss's own write, which a transaction of the portal cannot hold: the retry, then its audit row
  if (!(await ctx.jobs.retry(id))) throw new NotFound(staffCoded('staff.money.failedWorkNotFound'));
  await recordAudit(ctx.db, actor, {
    action: 'payments.retry_job',
    entity: 'job',
    entityId: id,
    before: { topic: job.topic, payment_id: job.payment_id, error: job.error },
  });
  return { queued: true };
}
