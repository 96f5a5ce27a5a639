import { PAYMENT_MESSAGES, type TPaymentKind, formatMoney } from '@portal/contract';
import type { AppContext } from '../../context';
import { Conflict, Forbidden, Invalid, NotFound } from '../../lib/errors';
import type { StudentSession } from '../auth/session';
import { findOwnSubscription, findStudentSubscription } from '../enrolment/enrolment.repository';
import { findCourse } from '../catalogue/catalogue.repository';
import { findInstitute } from '../institute/institute.repository';
import { NOTIFICATION_MESSAGES } from '../notifications/notification-messages';
import { notify } from '../notifications/notifications.service';
import { chargeFor } from './payment-amounts';
import { findPaymentByKey, insertPayment, latestPayment } from './payments.repository';
import { settlePayment } from './payments.service';

export const SCHOOL_MESSAGES = {
  notOffered: 'Paying at the school is not offered for this program.',
  recorded:
    'Your request is recorded. Pay at the school and your access opens once the school confirms your payment.',
} as const;

/** The student asks to pay at the school: a pending payment of the amount due, one per request kind. */
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
  const key = `school:${own.subscription.id}:${kind}`;
  const existing = await findPaymentByKey(ctx.db, key);
  if (existing && existing.status !== 'failed')
    return { id: existing.id, status: 'pending' as const, message: SCHOOL_MESSAGES.recorded };
  const charge = await chargeFor(ctx.db, kind, own.subscription, { planId: body.payment_plan });
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertPayment(tx, {
      studentId: student.profile.id,
      subscriptionId: own.subscription.id,
      kind,
      paymentPlanId: charge.planId,
      amountCents: charge.amountCents,
      currency: own.subscription.currency,
      method: 'paid_to_school',
      status: 'pending',
      provider: 'school',
      idempotencyKey: key,
    });
    // a simultaneous request recorded it first and notified
    if (!inserted) return (await findPaymentByKey(tx, key))!;
    const program = { name: own.course.name, slug: own.course.slug, subscriptionId: own.subscription.id };
    await notify(
      ctx,
      student.profile.id,
      NOTIFICATION_MESSAGES.paidToSchoolRequested(program, inserted.amountCents, inserted.currency),
      tx,
    );
    return inserted;
  });
  return { id: row.id, status: 'pending' as const, message: SCHOOL_MESSAGES.recorded };
}

/**
 * `portal record-payment … --method school`: the school received the money. It must be the amount due;
 * the student's pending request is completed (or a payment made), which opens the program.
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
  const charge = await chargeFor(ctx.db, kind, subscription, { planId: request?.paymentPlanId ?? undefined });
  if (charge.amountCents !== amountCents) {
    throw new Invalid({
      amount: [`The amount due is ${formatMoney(charge.amountCents, subscription.currency, 'en-CA')}.`],
    });
  }
  const payment =
    request ??
    (await insertPayment(ctx.db, {
      studentId,
      subscriptionId: subscription.id,
      kind,
      installmentId: charge.installmentId,
      paymentPlanId: charge.planId,
      amountCents: charge.amountCents,
      currency: subscription.currency,
      method: 'paid_to_school',
      status: 'pending',
      provider: 'school',
      idempotencyKey: `school:${subscription.id}:${kind}:${charge.installmentId ?? 0}:${ctx.now().getTime()}`,
    }));
  if (!payment) throw new Conflict(PAYMENT_MESSAGES.generic);
  return settlePayment(ctx, payment, { status: 'succeeded', intentId: `school_${payment.id}` });
}
