import type { AppContext } from '../../context';
import { type AuditActor, recordAudit } from '../staff/audit-log';
import { schoolDate } from '../../lib/dates';
import { namesOf } from '../../lib/names';
import { findInstitute } from '../institute/institute.service';
import { NOTIFICATION_MESSAGES } from '../notifications/notification-messages';
import { notify } from '../notifications/notifications.service';
import { claimInstallmentNotice, installmentsToRemind } from './payments.repository';

/** A pending instalment is announced this many calendar days before its due date (and on it). */
export const INSTALLMENT_DUE_NOTICE_DAYS = 3;

/**
 * Tells each student of their pending instalments due within the next days, and of those past due:
 * each notice once, even with several processes running this at once. Dates are calendar dates at
 * the institute. Answers how many notices were sent.
 */
export async function sendInstallmentReminders(ctx: AppContext): Promise<number> {
  const zone = (await findInstitute(ctx.db))?.timeZone ?? 'America/Toronto';
  const now = ctx.now();
  const today = schoolDate(now, zone);
  const candidates = await installmentsToRemind(
    ctx.db,
    today,
    schoolDate(now, zone, INSTALLMENT_DUE_NOTICE_DAYS),
  );
  let sent = 0;
  for (const c of candidates) {
    const notice = c.dueDate < today ? 'overdue' : 'due';
    const program = { name: namesOf(c.course), slug: c.courseSlug, subscriptionId: c.subscriptionId };
    const message = (
      notice === 'due' ? NOTIFICATION_MESSAGES.installmentDue : NOTIFICATION_MESSAGES.installmentOverdue
    )(program, c.dueAmountCents, c.currency, c.dueDate);
    // the claim and the notification commit together: a notice is never marked given without being sent
    const claimed = await ctx.db.transaction(async (tx) => {
      if (!(await claimInstallmentNotice(tx, c.id, notice, now))) return false;
      await notify(ctx, c.studentId, message, tx);
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}

/** Sends the reminders as each process starts and every hour at a quarter past, as jobs of the queue. */
export function scheduleInstallmentReminders(ctx: AppContext) {
  ctx.jobs.every(
    'installments.remind',
    '15 * * * *',
    async () => {
      await sendInstallmentReminders(ctx);
    },
    { atStart: true },
  );
}

/**
 * The reminders sent at once rather than at the next quarter past, by the same job on a worker: asked
 * twice in a minute, it runs once, and each notice still goes once.
 */
export async function remindInstallmentsNow(ctx: AppContext, actor: AuditActor) {
  const minute = Math.floor(ctx.now().getTime() / 60_000);
  await ctx.db.transaction(async (tx) => {
    await ctx.jobs.add(tx, {
      topic: 'installments.remind',
      key: `installments.remind:${minute}`,
      payload: {},
    });
    await recordAudit(tx, actor, { action: 'installments.remind', entity: 'installments', entityId: minute });
  });
  return { queued: true };
}
