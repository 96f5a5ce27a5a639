import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { schoolDate } from '../../lib/dates';
import { type SubscriptionWithCourse, findSubscriptionWithCourse } from '../enrolment/enrolment.repository';
import { findInstitute } from '../institute/institute.repository';
import { type PaymentRow, listInstallments } from '../payments/payments.repository';
import { awardPoints } from './rewards.service';

/** The points the portal's own events earn; each is called inside the event's transaction. */

type Item = { id: number; name: string };

/**
 * An item of the course room completed (viewed, handed in, or its quota recorded). A quiz earns its
 * points by being passed instead.
 */
export function rewardContentCompleted(
  ctx: AppContext,
  own: SubscriptionWithCourse,
  item: Item,
  db: Executor,
) {
  return awardPoints(
    ctx,
    own.subscription.studentId,
    {
      reason: 'content_completed',
      sourceKey: `content:${item.id}`,
      subscriptionId: own.subscription.id,
      description: item.name,
    },
    db,
  );
}

/** A quiz's counted result passed; only the first pass earns points. */
export async function rewardQuizPassed(ctx: AppContext, subscriptionId: number, quiz: Item, db: Executor) {
  const own = await findSubscriptionWithCourse(db, subscriptionId);
  if (!own) return null;
  return awardPoints(
    ctx,
    own.subscription.studentId,
    { reason: 'quiz_passed', sourceKey: `quiz:${quiz.id}`, subscriptionId, description: quiz.name },
    db,
  );
}

/**
 * Attendances the school recorded at an in-class item, the reason's points for each. The running
 * total the recording reached tells one recording from the next.
 */
export function rewardAttendance(
  ctx: AppContext,
  own: SubscriptionWithCourse,
  item: Item,
  recorded: { count: number; total: number },
  db: Executor,
) {
  return awardPoints(
    ctx,
    own.subscription.studentId,
    {
      reason: 'attendance',
      sourceKey: `attendance:${item.id}:${recorded.total}`,
      subscriptionId: own.subscription.id,
      description: item.name,
      count: recorded.count,
    },
    db,
  );
}

/**
 * A completed payment made on time: a full payment or registration fee always is, an instalment when
 * it is paid on or before its due date at the school.
 */
export async function rewardPaymentOnTime(ctx: AppContext, payment: PaymentRow, db: Executor) {
  const own = await findSubscriptionWithCourse(db, payment.subscriptionId);
  if (!own) return null;
  let what = own.course.name;
  if (payment.kind === 'installment') {
    const installments = await listInstallments(db, payment.subscriptionId);
    const installment = installments.find((i) => i.id === payment.installmentId);
    const zone = (await findInstitute(db))?.timeZone ?? 'America/Toronto';
    if (!installment || schoolDate(ctx.now(), zone) > installment.dueDate) return null;
    what = `${own.course.name} (instalment ${installment.number})`;
  }
  return awardPoints(
    ctx,
    payment.studentId,
    {
      reason: 'payment_on_time',
      sourceKey: `payment:${payment.id}`,
      subscriptionId: payment.subscriptionId,
      description: what,
    },
    db,
  );
}

/** A live session joined: the attendance reason's points, once per session. */
export function rewardLiveAttendance(
  ctx: AppContext,
  own: { studentId: number; subscriptionId: number },
  session: { id: number; title: string },
  db: Executor,
) {
  return awardPoints(
    ctx,
    own.studentId,
    {
      reason: 'attendance',
      sourceKey: `live:${session.id}`,
      subscriptionId: own.subscriptionId,
      description: session.title,
    },
    db,
  );
}
