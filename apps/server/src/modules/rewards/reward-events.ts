import type { AppContext } from '../../context';
import { schoolDate } from '../../lib/dates';
import { namesOf } from '../../lib/names';
import { findSubscriptionWithCourse } from '../enrolment/enrolment.service';
import { findInstitute } from '../institute/institute.service';
import { findPayment, listInstallments } from '../payments/payments.service';
import { type Award, awardPoints } from './rewards.service';

/**
 * The points the portal's events earn, each awarded by a job once its event's change committed. An
 * award is kept once by its source, so a job run again gives nothing twice.
 */
export function subscribeRewards(ctx: AppContext) {
  const award = async (studentId: number, what: Award) => {
    await ctx.db.transaction((tx) => awardPoints(ctx, studentId, what, tx));
  };

  // a quiz earns its points by being passed instead
  ctx.events.subscribe('content.completed', 'rewards', async (done) =>
    award(done.studentId, {
      reason: 'content_completed',
      sourceKey: `content:${done.contentId}`,
      subscriptionId: done.subscriptionId,
      description: done.name,
      what: done.names,
    }),
  );

  // only the first pass earns points
  ctx.events.subscribe('quiz.passed', 'rewards', async (passed) => {
    const own = await findSubscriptionWithCourse(ctx.db, passed.subscriptionId);
    if (!own) return;
    await award(own.subscription.studentId, {
      reason: 'quiz_passed',
      sourceKey: `quiz:${passed.quizId}`,
      subscriptionId: passed.subscriptionId,
      description: passed.name,
      what: passed.names,
    });
  });

  // the running total the recording reached tells one recording from the next
  ctx.events.subscribe('attendance.recorded', 'rewards', async (recorded) =>
    award(recorded.studentId, {
      reason: 'attendance',
      sourceKey: `attendance:${recorded.contentId}:${recorded.total}`,
      subscriptionId: recorded.subscriptionId,
      description: recorded.name,
      what: recorded.names,
      count: recorded.count,
    }),
  );

  ctx.events.subscribe('live.joined', 'rewards', async (joined) =>
    award(joined.studentId, {
      reason: 'attendance',
      sourceKey: `live:${joined.sessionId}`,
      subscriptionId: joined.subscriptionId,
      description: joined.title,
    }),
  );

  ctx.events.subscribe('payment.completed', 'rewards', async ({ paymentId, paidAt }) => {
    const payment = await findPayment(ctx.db, paymentId);
    const own = payment && (await findSubscriptionWithCourse(ctx.db, payment.subscriptionId));
    if (!payment || !own) return;
    const onTime = await paidOnTime(ctx, payment, new Date(paidAt));
    if (onTime === null) return;
    const program = namesOf(own.course);
    await award(payment.studentId, {
      reason: 'payment_on_time',
      sourceKey: `payment:${payment.id}`,
      subscriptionId: payment.subscriptionId,
      description:
        onTime.number === null ? own.course.name : `${own.course.name} (instalment ${onTime.number})`,
      what:
        onTime.number === null
          ? program
          : {
              en: `${program.en} (instalment ${onTime.number})`,
              'fr-CA': `${program['fr-CA']} (versement ${onTime.number})`,
            },
    });
  });
}

/**
 * Whether a completed payment was made on time, and which instalment it paid: a full payment or
 * registration fee always is, an instalment when it is paid on or before its due date at the school.
 */
async function paidOnTime(
  ctx: AppContext,
  payment: NonNullable<Awaited<ReturnType<typeof findPayment>>>,
  paidAt: Date,
): Promise<{ number: number | null } | null> {
  if (payment.kind !== 'installment') return { number: null };
  const installment = (await listInstallments(ctx.db, payment.subscriptionId)).find(
    (i) => i.id === payment.installmentId,
  );
  const zone = (await findInstitute(ctx.db))?.timeZone ?? 'America/Toronto';
  if (!installment || schoolDate(paidAt, zone) > installment.dueDate) return null;
  return { number: installment.number };
}
