import { randomUUID } from 'node:crypto';
import { type TPayByCardRequest, type TPayByCardResponse, type TPaymentKind, coded } from '@portal/contract';
import type { AppContext } from '../../context';
import { refusedCharge } from '../../providers/payments/card-gateway';
import { Forbidden, NotFound } from '../../lib/errors';
import type { InteracProvider } from '../../providers/interac/interac-provider';
import type { StudentSession } from '../auth/session';
import { findOwnSubscription } from '../enrolment/enrolment.service';
import { findInstitute } from '../institute/institute.service';
import { chargeFor } from './payment-amounts';
import { obligationOf, recordAttempt } from './payment-attempts';
import { settlePayment } from './payment-settlement';
import { type PaymentRow, findHeldPayment, movePayment } from './payments.repository';
import { paymentAnswer } from './payments.service';

/** When an approval being verified is asked about again; the queue's retries then wait longer each time. */
const VERIFY_AGAIN_SECONDS = 5;

/**
 * Interac (spec: click2pay): a payment link to the bank. While one is open for an obligation, asking
 * again answers it; a failed one is followed by a fresh link on Try Again. A link made while another
 * request recorded its own is withdrawn at once.
 */
export async function payByInterac(
  ctx: AppContext,
  interac: InteracProvider,
  student: StudentSession,
  kind: TPaymentKind,
  body: TPayByCardRequest,
): Promise<TPayByCardResponse> {
  // Interac has only its sandbox bank, which runs only where sandboxes may
  if (!ctx.config.sandbox.interac || !(await findInstitute(ctx.db))?.enableClick2pay)
    throw new Forbidden(coded('payment.interacOff'));
  const subscriptionId = body.subscription ?? body.subscription_id!;
  const own = await findOwnSubscription(ctx.db, student.profile.id, subscriptionId);
  if (!own) throw new NotFound();
  const ids = { planId: body.payment_plan, installmentId: body.subscription_installment };
  const charge = await chargeFor(ctx.db, kind, own.subscription, ids);
  const held = await findHeldPayment(ctx.db, obligationOf(kind, subscriptionId, charge.installmentId));
  if (held?.method === 'click2pay' && held.status === 'pending')
    return paymentAnswer(await reconcileInterac(ctx, interac, held), null);

  const key = `click2pay:${obligationOf(kind, subscriptionId, charge.installmentId)}:${randomUUID()}`;
  const link = await interac.createLink({
    amountCents: charge.amountCents,
    currency: own.subscription.currency,
    description: `${own.course.name} (${kind.replace('_', ' ')})`,
    idempotencyKey: key,
  });
  const payment = await recordAttempt(ctx, {
    studentId: student.profile.id,
    subscriptionId,
    kind,
    ids,
    method: 'click2pay',
    provider: `interac-${interac.kind}`,
    status: 'pending',
    idempotencyKey: key,
    providerPaymentId: link.linkId,
    paymentLink: link.url,
    amountCents: charge.amountCents,
  }).catch(async (error: unknown) => {
    await interac.cancel(link.linkId, ctx.now());
    throw error;
  });
  if (payment.providerPaymentId !== link.linkId) await interac.cancel(link.linkId, ctx.now());
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
    return settlePayment(ctx, payment, refusedCharge(payment.providerPaymentId, 'payment.failed'));
  }
  if (state === payment.status) return payment;
  return ctx.db.transaction(async (tx) => {
    // unless a newer attempt replaced it meanwhile
    const moved = await movePayment(tx, payment.id, payment.status, { status: state });
    if (!moved) return payment;
    // an approval being verified settles by itself, whether or not a browser still asks
    if (state === 'processing')
      await ctx.jobs.add(tx, {
        topic: 'payment.verify',
        key: `payment.verify:${payment.id}`,
        payload: { paymentId: payment.id },
        startAfterSeconds: VERIFY_AGAIN_SECONDS,
      });
    return moved;
  });
}

/** Checks again an approval the bank is verifying: still verifying, it fails so that the queue retries later. */
export async function verifyInterac(ctx: AppContext, interac: InteracProvider, payment: PaymentRow) {
  const after = await reconcileInterac(ctx, interac, payment);
  if (after.status === 'processing')
    throw new Error(`The Interac payment ${payment.id} is still being verified.`);
}
