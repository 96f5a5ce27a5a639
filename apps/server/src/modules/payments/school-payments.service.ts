import { randomUUID } from 'node:crypto';
import { type TPaymentKind, formatMoney } from '@portal/contract';
import type { AppContext } from '../../context';
import { Forbidden, Invalid, NotFound } from '../../lib/errors';
import type { StudentSession } from '../auth/session';
import { findOwnSubscription, findStudentSubscription } from '../enrolment/enrolment.service';
import { findCourse } from '../catalogue/catalogue.service';
import { findInstitute } from '../institute/institute.service';
import { NOTIFICATION_MESSAGES } from '../notifications/notification-messages';
import { notify } from '../notifications/notifications.service';
import { chargeFor } from './payment-amounts';
import { recordAttempt } from './payment-attempts';
import { settlePayment } from './payment-settlement';
import { latestPayment } from './payments.repository';

export const SCHOOL_MESSAGES = {
  notOffered: 'Paying at the school is not offered for this program.',
  recorded:
    'Your request is recorded. Pay at the school and your access opens once the school confirms your payment.',
} as const;

/** The student asks to pay at the school: a pending payment of the amount due, one per obligation. */
export async function requestPaidToSchool(
  ctx: AppContext,
  student: StudentSession,
  body: {
    subscription_id: number;
    payment_type: 'full_payment' | 'payment_plan';
    payment_plan?: number | undefined;
  },
) {
  const own = await findOwnSubscription(ctx.db, student.profile.id, body.subscription_id);
  if (!own) throw new NotFound();
  const institute = await findInstitute(ctx.db);
  if (!institute?.enablePaidAtSchool || !own.course.enablePaidAtSchool)
    throw new Forbidden(SCHOOL_MESSAGES.notOffered);
  const kind: TPaymentKind = body.payment_type === 'payment_plan' ? 'registration_fee' : 'full_payment';
  const payment = await recordAttempt(ctx, {
    studentId: student.profile.id,
    subscriptionId: own.subscription.id,
    kind,
    ids: { planId: body.payment_plan },
    method: 'paid_to_school',
    provider: 'school',
    status: 'pending',
    // a request already open for the obligation is the answer
    idempotencyKey: `school:${own.subscription.id}:${kind}:${randomUUID()}`,
    onRecorded: async (tx, recorded) => {
      const program = { name: own.course.name, slug: own.course.slug, subscriptionId: own.subscription.id };
      await notify(
        ctx,
        student.profile.id,
        NOTIFICATION_MESSAGES.paidToSchoolRequested(program, recorded.amountCents, recorded.currency),
        tx,
      );
    },
  });
  return { id: payment.id, status: 'pending' as const, message: SCHOOL_MESSAGES.recorded };
}

/**
 * `portal record-payment … --method school`: the school received the money. It must be the amount due;
 * the student's open request to pay at the school is completed, or a payment made, which opens the
 * program. An attempt waiting on the student's bank is replaced; one at the provider right now is a 409.
 */
export async function recordSchoolPayment(
  ctx: AppContext,
  studentId: number,
  program: string,
  amountCents: number,
) {
  const course = await findCourse(ctx.db, { slug: program });
  if (!course) throw new NotFound(`No program '${program}'.`);
  const subscription = await findStudentSubscription(ctx.db, studentId, course.id);
  if (!subscription) throw new NotFound(`The student is not subscribed to ${program}.`);
  const pending = await latestPayment(ctx.db, subscription.id);
  const request = pending?.method === 'paid_to_school' && pending.status === 'pending' ? pending : null;
  const kind = (request?.kind ??
    (subscription.paymentType === 'payment_plan' ? 'installment' : 'full_payment')) as TPaymentKind;
  const ids = { planId: request?.paymentPlanId ?? undefined };
  const charge = await chargeFor(ctx.db, kind, subscription, ids);
  if (charge.amountCents !== amountCents) {
    throw new Invalid({
      amount: [`The amount due is ${formatMoney(charge.amountCents, subscription.currency, 'en-CA')}.`],
    });
  }
  const payment =
    request ??
    (await recordAttempt(ctx, {
      studentId,
      subscriptionId: subscription.id,
      kind,
      ids,
      method: 'paid_to_school',
      provider: 'school',
      status: 'pending',
      idempotencyKey: `school:${subscription.id}:${kind}:${randomUUID()}`,
      amountCents,
    }));
  return settlePayment(ctx, payment, { status: 'succeeded', intentId: `school_${payment.id}` });
}
