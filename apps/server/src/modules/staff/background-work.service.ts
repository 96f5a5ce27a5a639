import { type TBackgroundWork, staffCoded } from '@portal/contract';
import type { AppContext } from '../../context';
import { NotFound } from '../../lib/errors';
import { type AuditActor, recordAudit } from './audit-log';

export async function getBackgroundWork(ctx: AppContext): Promise<TBackgroundWork> {
  const [counts, failed] = await Promise.all([ctx.jobs.counts(), ctx.jobs.failed()]);
  return {
    counts,
    failed: failed.map((job) => ({
      id: job.id,
      topic: job.topic,
      error: job.error,
      attempts: job.attempts,
      at: job.at.toISOString(),
    })),
  };
}

/** Tries a failed job again, with who asked; the CLI's `jobs retry` does the same as the operator. */
export async function retryBackgroundJob(ctx: AppContext, actor: AuditActor, id: string) {
  const job = (await ctx.jobs.failed()).find((failed) => failed.id === id);
  if (!job) throw new NotFound(staffCoded('staff.members.failedJobNotFound'));
  // pg-boss's own write, which a transaction of the portal cannot hold: the retry, then its audit row
  if (!(await ctx.jobs.retry(id))) throw new NotFound(staffCoded('staff.members.failedJobNotFound'));
  await recordAudit(ctx.db, actor, {
    action: 'job.retry',
    entity: 'job',
    entityId: id,
    before: { topic: job.topic, error: job.error },
  });
  return { queued: true };
}
