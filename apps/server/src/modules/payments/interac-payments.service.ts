import { PAYMENT_MESSAGES, type TPayByCardResponse, type TPaymentKind } from '@portal/contract';
import type { AppContext } from '../../context';
import { Forbidden, NotFound } from '../../lib/errors';
import type { InteracProvider } from '../../providers/interac/interac-provider';
import type { StudentSession } from '../auth/session';
import { findOwnSubscription } from '../enrolment/enrolment.repository';
import { findInstitute } from '../institute/institute.repository';
import { chargeFor } from './payment-amounts';
import { type PaymentRow, findPaymentByKey, insertPayment, updatePayment } from './payments.repository';
import { paymentAnswer, settlePayment } from './payments.service';

/**
 * Interac (spec: click2pay): a payment link to the bank, one per request while it is open; a failed
 * one is followed by a fresh link on Try Again.
 */
export async function payByInterac(
  ctx: AppContext,
  interac: InteracProvider,
  student: StudentSession,
  kind: TPaymentKind,
  body: {
    subscription?: number | undefined;
    subscription_id?: number | undefined;
    payment_plan?: number | undefined;
    subscription_installment?: number | undefined;
  },
): Promise<TPayByCardResponse> {
  if (!(await findInstitute(ctx.db))?.enableClick2pay) throw new Forbidden(PAYMENT_MESSAGES.interacOff);
  const subscriptionId = body.subscription ?? body.subscription_id!;
  const own = await findOwnSubscription(ctx.db, student.profile.id, subscriptionId);
  if (!own) throw new NotFound();
  const baseKey = `click2pay:${kind}:${subscriptionId}:${body.subscription_installment ?? body.payment_plan ?? 0}`;
  const open = await findPaymentByKey(ctx.db, baseKey);
  if (open && open.status !== 'failed')
    return paymentAnswer(await reconcileInterac(ctx, interac, open), null);

  const charge = await chargeFor(ctx.db, kind, own.subscription, {
    planId: body.payment_plan,
    installmentId: body.subscription_installment,
  });
  const key = open ? `${baseKey}:${ctx.now().getTime()}` : baseKey;
  const link = await interac.createLink({
    amountCents: charge.amountCents,
    currency: own.subscription.currency,
    description: `${own.course.name} (${kind.replace('_', ' ')})`,
    idempotencyKey: key,
  });
  const payment =
    (await insertPayment(ctx.db, {
      studentId: student.profile.id,
      subscriptionId,
      kind,
      installmentId: charge.installmentId,
      paymentPlanId: charge.planId,
      amountCents: charge.amountCents,
      currency: own.subscription.currency,
      method: 'click2pay',
      status: 'pending',
      provider: `interac-${interac.kind}`,
      providerPaymentId: link.linkId,
      paymentLink: link.url,
      idempotencyKey: key,
    })) ?? (await findPaymentByKey(ctx.db, key))!;
  return paymentAnswer(payment, null);
}

/** Asks the provider where an open Interac payment stands and records it: the status poll reconciles. */
export async function reconcileInterac(
  ctx: AppContext,
  interac: InteracProvider,
  payment: PaymentRow,
): Promise<PaymentRow> {
  if (payment.method !== 'click2pay' || !payment.providerPaymentId) return payment;
  if (payment.status !== 'pending' && payment.status !== 'processing') return payment;
  const state = await interac.status(payment.providerPaymentId, ctx.now());
  if (state === 'complete')
    return settlePayment(ctx, payment, { status: 'succeeded', intentId: payment.providerPaymentId });
  if (state === 'failed') {
    return settlePayment(ctx, payment, {
      status: 'failed',
      intentId: payment.providerPaymentId,
      message: PAYMENT_MESSAGES.failed,
    });
  }
  return state === payment.status ? payment : updatePayment(ctx.db, payment.id, { status: state });
}
