import { type TPayByCardRequest, type TPayByCardResponse, type TPaymentKind } from '@portal/contract';
import type { AppContext } from '../../context';
import { NotFound } from '../../lib/errors';
import { type CardGateway, type ChargeResult, refusedCharge } from '../../providers/payments/card-gateway';
import type { StudentSession } from '../auth/session';
import { findOwnSubscription } from '../enrolment/enrolment.service';
import { recordAttempt } from './payment-attempts';
import { settlePayment } from './payment-settlement';
import {
  type PaymentRow,
  findCustomer,
  findOwnPaymentByIntent,
  findPaymentByKey,
  insertCustomer,
  listUnansweredCardPayments,
  movePayment,
  saveCard,
} from './payments.repository';
import { failureAnswer } from './payment-failure';

/** The statuses a client is told: an attempt replaced or refunded did not pay, and says why. */
const ANSWERED_AS: Record<string, TPayByCardResponse['status']> = {
  complete: 'complete',
  requires_action: 'requires_action',
  processing: 'processing',
  pending: 'pending',
  failed: 'failed',
  cancelled: 'failed',
  refunded: 'failed',
};

/** What other modules may read of a payment: rewards, of a completed one. */
export { findPayment, listInstallments } from './payments.repository';
/** How many payments there are of each status: the metrics read it on each scrape. */
export { countPaymentsByStatus } from './payments.repository';

export function paymentAnswer(payment: PaymentRow, result: ChargeResult | null): TPayByCardResponse {
  const status = ANSWERED_AS[payment.status] ?? 'failed';
  return {
    payment_id: payment.id,
    status,
    requires_action: status === 'requires_action',
    payment_intent_client_secret: result?.status === 'requires_action' ? result.clientSecret : null,
    payment_intent_id: payment.providerPaymentId,
    amount: payment.amountCents,
    currency: payment.currency,
    ...(status === 'failed' ? failureAnswer(payment) : { error: null, error_code: null }),
    payment_link: payment.method === 'click2pay' ? (payment.paymentLink ?? null) : null,
  };
}

/** The student's customer at the card provider, made with their first card payment. */
export async function customerOf(ctx: AppContext, gateway: CardGateway, student: StudentSession) {
  const known = await findCustomer(ctx.db, student.profile.id, gateway.kind);
  if (known) return known.customerId;
  const customerId = await gateway.createCustomer({
    email: student.user.email,
    name: student.user.name,
    // two first payments at once make one customer at the provider
    idempotencyKey: `portal-customer-${student.profile.id}`,
  });
  return (await insertCustomer(ctx.db, { studentId: student.profile.id, provider: gateway.kind, customerId }))
    .customerId;
}

/**
 * Asks the provider how an open card payment ended and records it through the same settlement as the
 * browser's confirmation and the webhook. `byKey` also finds an intent this server never recorded
 * (it stopped between the provider's answer and its own write); with `giveUpUnseen`, an attempt the
 * provider never saw is failed, which frees its obligation for the student's next try.
 */
export async function reconcileCard(
  ctx: AppContext,
  gateway: CardGateway,
  payment: PaymentRow,
  { byKey = false, giveUpUnseen = false } = {},
): Promise<PaymentRow> {
  if (payment.method !== 'pay_by_card') return payment;
  if (payment.status !== 'requires_action' && payment.status !== 'processing') return payment;
  const intentId =
    payment.providerPaymentId ?? (byKey ? await gateway.findIntent(payment.idempotencyKey) : null);
  if (!intentId) {
    if (!giveUpUnseen) return payment;
    return settlePayment(ctx, payment, refusedCharge(null, 'payment.interrupted'));
  }
  const result = await gateway.confirm(intentId);
  // still waiting for the cardholder: recorded once, so that the intent is known from now on
  if (result.status === 'requires_action' && payment.status === 'requires_action') return payment;
  return settlePayment(ctx, payment, result);
}

/**
 * After the bank's check: the server confirms the intent, once. The payment is taken out of the
 * waiting state first, so that a newer attempt meanwhile is told it is in progress rather than
 * replacing it; a payment already replaced is never confirmed.
 */
async function confirmCard(
  ctx: AppContext,
  gateway: CardGateway,
  student: StudentSession,
  subscriptionId: number,
  intentId: string,
): Promise<TPayByCardResponse> {
  const payment = await findOwnPaymentByIntent(ctx.db, student.profile.id, intentId);
  if (!payment || payment.subscriptionId !== subscriptionId) throw new NotFound();
  const claimed =
    payment.status === 'requires_action'
      ? await movePayment(ctx.db, payment.id, 'requires_action', { status: 'processing' })
      : null;
  if (!claimed) return paymentAnswer(payment, null);
  const result = await gateway.confirm(intentId);
  return paymentAnswer(await settlePayment(ctx, claimed, result), result);
}

/**
 * The card flow of the spec: charge the payment method for the amount this server computes. An
 * attempt is recorded before the provider is asked, and at most one attempt holds an obligation, so
 * submits sent at once, whatever their keys, charge once; the same key answers the same attempt.
 */
export async function payByCard(
  ctx: AppContext,
  gateway: CardGateway,
  student: StudentSession,
  kind: TPaymentKind,
  body: TPayByCardRequest,
  idempotencyKey: string | undefined,
): Promise<TPayByCardResponse> {
  const subscriptionId = body.subscription ?? body.subscription_id!;
  const own = await findOwnSubscription(ctx.db, student.profile.id, subscriptionId);
  if (!own) throw new NotFound();
  if (body.payment_intent_id)
    return confirmCard(ctx, gateway, student, subscriptionId, body.payment_intent_id);

  const key =
    idempotencyKey ??
    `${kind}:${subscriptionId}:${body.subscription_installment ?? body.payment_plan ?? 0}:${body.payment_method_id}`;
  const recorded = await findPaymentByKey(ctx.db, key);
  if (recorded && recorded.studentId !== student.profile.id) throw new NotFound();
  if (!recorded) {
    // an attempt a stopped process left at the provider is settled first: it may have paid already;
    // one the provider has not seen is given up after the wait, when no request can still be sending it
    const before = ctx.now().getTime() - ctx.config.paymentReconcileAfterMs;
    for (const earlier of await listUnansweredCardPayments(ctx.db, subscriptionId))
      await reconcileCard(ctx, gateway, earlier, {
        byKey: true,
        giveUpUnseen: earlier.updatedAt.getTime() < before,
      });
  }
  const payment =
    recorded ??
    (await recordAttempt(ctx, {
      studentId: student.profile.id,
      subscriptionId,
      kind,
      ids: { planId: body.payment_plan, installmentId: body.subscription_installment },
      method: 'pay_by_card',
      provider: gateway.kind,
      status: 'processing',
      idempotencyKey: key,
    }));
  if (payment.status !== 'processing' && payment.status !== 'requires_action')
    return paymentAnswer(payment, null);

  const customerId = await customerOf(ctx, gateway, student);
  // the contract keeps a card unless the body says otherwise
  const keepCard = body.save_card ?? true;
  // the provider answers a repeated key with the same intent: a retry never charges twice
  const result = await gateway.charge({
    amountCents: payment.amountCents,
    currency: payment.currency,
    paymentMethodId: body.payment_method_id!,
    customerId,
    saveCard: keepCard,
    idempotencyKey: key,
    description: `${own.course.name} (${kind.replace('_', ' ')})`,
  });
  const settled = await settlePayment(ctx, payment, result);
  if (keepCard && result.status !== 'failed') {
    const card = await gateway.attachMethod(body.payment_method_id!, customerId);
    if (card) {
      await saveCard(ctx.db, {
        studentId: student.profile.id,
        provider: gateway.kind,
        providerMethodId: body.payment_method_id!,
        ...card,
      });
    }
  }
  return paymentAnswer(settled, result);
}
