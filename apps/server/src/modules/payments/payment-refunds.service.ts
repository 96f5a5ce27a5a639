import { type TLedgerPayment, type TRefundPayment, staffCoded } from '@portal/contract';
import type { AppContext } from '../../context';
import { Conflict, NotFound } from '../../lib/errors';
import { findProfileById } from '../auth/students.service';
import { lockSubscription, updateSubscription } from '../enrolment/enrolment.service';
import { NOTIFICATION_MESSAGES } from '../notifications/notification-messages';
import { type AuditActor, recordAudit } from '../staff/audit-log';
import { getLedgerPayment } from './payment-ledger.service';
import { notifyStudent } from './payment-settlement';
import { cancelOpenInstallments, findPayment, lockPayment, updatePayment } from './payments.repository';

/**
 * Finance gives a completed payment back in full. The row says so at once; the money goes back after
 * the commit, by the provider's refund (retried, with the payment's own idempotency key), or was handed
 * back at the desk for a payment made there. The student is notified now and mailed once it is done.
 */
export async function refundPayment(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  { reason, end_access: endAccess }: TRefundPayment,
): Promise<TLedgerPayment> {
  const found = await findPayment(ctx.db, id);
  if (!found) throw new NotFound(staffCoded('staff.money.paymentNotFound'));
  await ctx.db.transaction(async (tx) => {
    // the subscription first, in the order every payment write takes its locks
    const subscription = await lockSubscription(tx, found.subscriptionId);
    const payment = await lockPayment(tx, id);
    if (payment.status === 'refunded') throw new Conflict(staffCoded('staff.money.alreadyRefunded'));
    if (payment.status !== 'complete') throw new Conflict(staffCoded('staff.money.refundCompletedOnly'));
    const atTheDesk = payment.provider === 'school';
    const refunded = await updatePayment(tx, id, {
      status: 'refunded',
      refundReason: reason,
      refundedAt: atTheDesk ? ctx.now() : null,
    });
    const access = endAccess
      ? await updateSubscription(tx, subscription.id, { status: 'cancelled', courseAccess: false })
      : subscription;
    if (endAccess) await cancelOpenInstallments(tx, subscription.id);
    await notifyStudent(ctx, tx, refunded, (program) =>
      NOTIFICATION_MESSAGES.refundIssued(program, refunded.amountCents, refunded.currency, reason, endAccess),
    );
    await ctx.jobs.add(tx, {
      topic: atTheDesk ? 'payment.refund-mail' : 'payment.refund',
      key: `${atTheDesk ? 'payment.refund-mail' : 'payment.refund'}:${id}`,
      payload: { paymentId: id },
    });
    await recordAudit(tx, actor, {
      action: 'payment.refund',
      entity: 'payment',
      entityId: id,
      studentId: (await findProfileById(tx, payment.studentId))?.userId ?? null,
      before: { status: payment.status, refund_reason: null, course_access: subscription.courseAccess },
      after: { status: refunded.status, refund_reason: reason, course_access: access.courseAccess },
    });
  });
  return getLedgerPayment(ctx, id);
}
