import { PAYMENT_MESSAGES, type TPayByCardResponse, type TPaymentKind } from '@portal/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { schoolDate } from '../../lib/dates';
import { NotFound } from '../../lib/errors';
import type { CardGateway, ChargeResult } from '../../providers/payments/card-gateway';
import type { StudentSession } from '../auth/session';
import { findOwnSubscription, updateSubscription } from '../enrolment/enrolment.repository';
import { findInstitute } from '../institute/institute.repository';
import { sendReceiptMail } from '../mail/account-mails';
import { NOTIFICATION_MESSAGES } from '../notifications/notification-messages';
import { notify } from '../notifications/notifications.service';
import { findAccountOfStudent } from '../profile/profile.repository';
import { rewardPaymentOnTime } from '../rewards/reward-events';
import { chargeFor } from './payment-amounts';
import {
  type PaymentRow,
  findOwnPaymentByIntent,
  findPaymentByKey,
  findPlan,
  insertInstallments,
  insertPayment,
  listInstallments,
  listOpenCardPayments,
  lockPayment,
  markInstallmentPaid,
  saveCard,
  updatePayment,
} from './payments.repository';

type CardRequest = {
  payment_method_id?: string | undefined;
  payment_intent_id?: string | undefined;
  subscription?: number | undefined;
  subscription_id?: number | undefined;
  save_card: boolean;
  payment_plan?: number | undefined;
  subscription_installment?: number | undefined;
};

const STATUS_OF: Record<ChargeResult['status'], string> = {
  succeeded: 'complete',
  requires_action: 'requires_action',
  failed: 'failed',
};

export function paymentAnswer(payment: PaymentRow, result: ChargeResult | null): TPayByCardResponse {
  const status = payment.status as TPayByCardResponse['status'];
  return {
    payment_id: payment.id,
    status,
    requires_action: status === 'requires_action',
    payment_intent_client_secret: result?.status === 'requires_action' ? result.clientSecret : null,
    payment_intent_id: payment.providerPaymentId,
    amount: payment.amountCents,
    currency: payment.currency,
    error: status === 'failed' ? (payment.failureMessage ?? PAYMENT_MESSAGES.failed) : null,
    payment_link: payment.method === 'click2pay' ? (payment.paymentLink ?? null) : null,
  };
}

/** What a completed payment changes: the subscription's payment state and access, the instalments. */
async function applyPayment(tx: Executor, payment: PaymentRow, now: Date) {
  const subscriptionId = payment.subscriptionId;
  if (payment.kind === 'full_payment') {
    await updateSubscription(tx, subscriptionId, {
      paymentType: 'full_payment',
      paymentStatus: 'paid',
      status: 'active',
      courseAccess: true,
    });
    return;
  }
  if (payment.kind === 'registration_fee') {
    const plan = payment.paymentPlanId ? await findPlan(tx, payment.paymentPlanId) : null;
    const zone = (await findInstitute(tx))?.timeZone ?? 'America/Toronto';
    await insertInstallments(
      tx,
      (plan?.installments ?? []).map((rule) => ({
        subscriptionId,
        paymentPlanId: plan!.id,
        number: rule.number,
        dueDate: schoolDate(now, zone, rule.due_after_days),
        dueAmountCents: rule.amount,
      })),
    );
    await updateSubscription(tx, subscriptionId, {
      paymentType: 'payment_plan',
      paymentPlanId: payment.paymentPlanId,
      paymentStatus: 'partially_paid',
      status: 'active',
      courseAccess: true,
    });
    return;
  }
  await markInstallmentPaid(tx, payment.installmentId!, now);
  const open = (await listInstallments(tx, subscriptionId)).some((i) => i.status === 'pending');
  await updateSubscription(tx, subscriptionId, { paymentStatus: open ? 'partially_paid' : 'paid' });
}

/** Records the provider's answer; a completed payment's effects happen once, in the same transaction. */
export async function settlePayment(
  ctx: AppContext,
  payment: PaymentRow,
  result: ChargeResult,
): Promise<PaymentRow> {
  let completedNow = false;
  const settled = await ctx.db.transaction(async (tx) => {
    const current = await lockPayment(tx, payment.id);
    if (current.status === 'complete' || current.status === 'failed') return current;
    const status = STATUS_OF[result.status];
    const updated = await updatePayment(tx, payment.id, {
      status,
      providerPaymentId: result.intentId ?? payment.providerPaymentId,
      failureMessage: result.status === 'failed' ? result.message : null,
    });
    if (status === 'complete') {
      await applyPayment(tx, updated, ctx.now());
      await rewardPaymentOnTime(ctx, updated, tx);
      completedNow = true;
    }
    if (status === 'complete' || status === 'failed') await notifySettled(ctx, tx, updated);
    return updated;
  });
  if (completedNow) await mailReceipt(ctx, settled);
  return settled;
}

async function notifySettled(ctx: AppContext, tx: Executor, payment: PaymentRow) {
  const own = await findOwnSubscription(tx, payment.studentId, payment.subscriptionId);
  if (!own) return;
  const program = { name: own.course.name, slug: own.course.slug, subscriptionId: own.subscription.id };
  const message =
    payment.status === 'complete'
      ? NOTIFICATION_MESSAGES.paymentReceived(
          program,
          payment.amountCents,
          payment.currency,
          payment.method === 'paid_to_school',
        )
      : NOTIFICATION_MESSAGES.paymentFailed(program, payment.amountCents, payment.currency);
  await notify(ctx, payment.studentId, message, tx);
}

async function mailReceipt(ctx: AppContext, payment: PaymentRow) {
  const account = await findAccountOfStudent(ctx.db, payment.studentId);
  const own = await findOwnSubscription(ctx.db, payment.studentId, payment.subscriptionId);
  if (!account || !own) return;
  await sendReceiptMail(ctx, account, {
    amountCents: payment.amountCents,
    currency: payment.currency,
    program: own.course.name,
    paidAt: payment.updatedAt,
  });
}

/**
 * Asks the provider how an open card payment ended and records it through the same settlement as the
 * browser's confirmation and the webhook. `byKey` also finds an intent this server never recorded
 * (it stopped between the provider's answer and its own write); a payment the provider never saw
 * stays as it is, for a retry with the same key to charge.
 */
export async function reconcileCard(
  ctx: AppContext,
  gateway: CardGateway,
  payment: PaymentRow,
  { byKey = false } = {},
): Promise<PaymentRow> {
  if (payment.method !== 'pay_by_card') return payment;
  if (payment.status !== 'requires_action' && payment.status !== 'processing') return payment;
  const intentId =
    payment.providerPaymentId ?? (byKey ? await gateway.findIntent(payment.idempotencyKey) : null);
  if (!intentId) return payment;
  const result = await gateway.confirm(intentId);
  // still waiting for the cardholder: recorded once, so that the intent is known from now on
  if (result.status === 'requires_action' && payment.status === 'requires_action') return payment;
  return settlePayment(ctx, payment, result);
}

/**
 * The card flow of the spec: charge the payment method for the amount this server computes, under an
 * idempotency key, so a double submit or a retried request charges once and records once.
 */
export async function payByCard(
  ctx: AppContext,
  gateway: CardGateway,
  student: StudentSession,
  kind: TPaymentKind,
  body: CardRequest,
  idempotencyKey: string | undefined,
): Promise<TPayByCardResponse> {
  const subscriptionId = body.subscription ?? body.subscription_id!;
  const own = await findOwnSubscription(ctx.db, student.profile.id, subscriptionId);
  if (!own) throw new NotFound();

  if (body.payment_intent_id) {
    const payment = await findOwnPaymentByIntent(ctx.db, student.profile.id, body.payment_intent_id);
    if (!payment || payment.subscriptionId !== subscriptionId) throw new NotFound();
    if (payment.status === 'complete' || payment.status === 'failed') return paymentAnswer(payment, null);
    const result = await gateway.confirm(body.payment_intent_id);
    return paymentAnswer(await settlePayment(ctx, payment, result), result);
  }

  // a repeated submit is answered with what the first one recorded, before any rule is checked again
  const key =
    idempotencyKey ??
    `${kind}:${subscriptionId}:${body.subscription_installment ?? body.payment_plan ?? 0}:${body.payment_method_id}`;
  const recorded = await findPaymentByKey(ctx.db, key);
  if (recorded && recorded.studentId !== student.profile.id) throw new NotFound();
  let payment = recorded;
  if (!payment) {
    // an earlier attempt the provider charged but a stopped process never recorded counts first
    let subscription = own.subscription;
    for (const earlier of await listOpenCardPayments(ctx.db, subscriptionId)) {
      const settled = await reconcileCard(ctx, gateway, earlier, { byKey: true });
      if (settled.status !== earlier.status)
        subscription = (await findOwnSubscription(ctx.db, student.profile.id, subscriptionId))!.subscription;
    }
    const charge = await chargeFor(ctx.db, kind, subscription, {
      planId: body.payment_plan,
      installmentId: body.subscription_installment,
    });
    payment =
      (await insertPayment(ctx.db, {
        studentId: student.profile.id,
        subscriptionId,
        kind,
        installmentId: charge.installmentId,
        paymentPlanId: charge.planId,
        amountCents: charge.amountCents,
        currency: own.subscription.currency,
        method: 'pay_by_card',
        status: 'processing',
        provider: gateway.kind,
        idempotencyKey: key,
      })) ?? (await findPaymentByKey(ctx.db, key))!;
  }
  if (payment.status === 'complete' || payment.status === 'failed') return paymentAnswer(payment, null);

  // the provider answers a repeated key with the same intent: a retry never charges twice
  const result = await gateway.charge({
    amountCents: payment.amountCents,
    currency: payment.currency,
    paymentMethodId: body.payment_method_id!,
    idempotencyKey: key,
    description: `${own.course.name} (${kind.replace('_', ' ')})`,
  });
  const settled = await settlePayment(ctx, payment, result);
  if (body.save_card && result.status !== 'failed') {
    const card = await gateway.describeMethod(body.payment_method_id!);
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
