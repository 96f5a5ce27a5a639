import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { schoolDate } from '../../lib/dates';
import { type Names, namesOf } from '../../lib/names';
import type { ChargeResult } from '../../providers/payments/card-gateway';
import {
  type SubscriptionRow,
  findOwnSubscription,
  lockSubscription,
  updateSubscription,
} from '../enrolment/enrolment.service';
import { findInstitute } from '../institute/institute.service';
import { NOTIFICATION_MESSAGES } from '../notifications/notification-messages';
import { notify } from '../notifications/notifications.service';
import { chargeFor } from './payment-amounts';
import {
  type PaymentRow,
  findHeldPayment,
  findPlan,
  insertInstallments,
  listInstallments,
  lockPayment,
  markInstallmentPaid,
  updatePayment,
} from './payments.repository';
import { failureOf } from './payment-failure';

/** Statuses of an attempt still waiting for an answer: it holds its obligation until it settles. */
export const OPEN_STATUSES = ['processing', 'requires_action', 'pending'];

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

export async function notifyStudent(
  ctx: AppContext,
  tx: Executor,
  payment: PaymentRow,
  message: (program: { name: Names; slug: string; subscriptionId: number }) => Parameters<typeof notify>[2],
) {
  const own = await findOwnSubscription(tx, payment.studentId, payment.subscriptionId);
  if (!own) return;
  await notify(
    ctx,
    payment.studentId,
    message({ name: namesOf(own.course), slug: own.course.slug, subscriptionId: own.subscription.id }),
    tx,
  );
}

async function complete(ctx: AppContext, tx: Executor, payment: PaymentRow, intentId: string) {
  const done = await updatePayment(tx, payment.id, {
    status: 'complete',
    providerPaymentId: intentId,
    failureMessage: null,
    failureCode: null,
  });
  await applyPayment(tx, done, ctx.now());
  await ctx.events.publish(tx, 'payment.completed', String(done.id), {
    paymentId: done.id,
    paidAt: ctx.now().toISOString(),
  });
  await notifyStudent(ctx, tx, done, (program) =>
    NOTIFICATION_MESSAGES.paymentReceived(
      program,
      done.amountCents,
      done.currency,
      done.method === 'paid_to_school',
    ),
  );
  await ctx.jobs.add(tx, {
    topic: 'payment.receipt',
    key: `payment.receipt:${done.id}`,
    payload: { paymentId: done.id },
  });
  return done;
}

/** A charge for an obligation another payment paid: recorded as refunded, the money sent back after the commit. */
async function refund(ctx: AppContext, tx: Executor, payment: PaymentRow, intentId: string) {
  const refunded = await updatePayment(tx, payment.id, {
    status: 'refunded',
    providerPaymentId: payment.method === 'paid_to_school' ? payment.providerPaymentId : intentId,
    ...failureOf('payment.refunded'),
  });
  await notifyStudent(ctx, tx, refunded, (program) =>
    NOTIFICATION_MESSAGES.paymentRefunded(program, refunded.amountCents, refunded.currency),
  );
  await ctx.jobs.add(tx, {
    topic: 'payment.refund',
    key: `payment.refund:${refunded.id}`,
    payload: { paymentId: refunded.id },
  });
  return refunded;
}

/** Whether nothing holds the payment's obligation and it is still due, for this amount. */
async function stillDue(tx: Executor, subscription: SubscriptionRow, payment: PaymentRow): Promise<boolean> {
  if (!payment.obligation || (await findHeldPayment(tx, payment.obligation))) return false;
  try {
    const charge = await chargeFor(tx, payment.kind, subscription, {
      planId: payment.paymentPlanId ?? undefined,
      installmentId: payment.installmentId ?? undefined,
    });
    return charge.amountCents === payment.amountCents && charge.installmentId === payment.installmentId;
  } catch {
    return false;
  }
}

const STATUS_OF = { requires_action: 'requires_action', failed: 'failed' } as const;

/**
 * Records the provider's answer, whoever brings it (the browser's confirmation, the webhook, the
 * reconciliation, a withdrawal that came too late), once: a completed payment's effects happen in the
 * same transaction, its receipt follows. Money taken for an attempt that no longer held its obligation
 * pays the obligation if it is still due, and is refunded otherwise: an obligation is never paid twice.
 */
export async function settlePayment(
  ctx: AppContext,
  payment: PaymentRow,
  result: ChargeResult,
  /** Called in the transaction when this call took the money: what a staff write records. */
  onTaken?: (tx: Executor, before: PaymentRow, after: PaymentRow) => Promise<void>,
): Promise<PaymentRow> {
  return ctx.db.transaction(async (tx) => {
    // the subscription first, as an attempt locks it: two transactions never wait on each other's rows
    const subscription = await lockSubscription(tx, payment.subscriptionId);
    const current = await lockPayment(tx, payment.id);
    const open = OPEN_STATUSES.includes(current.status);
    if (result.status !== 'succeeded') {
      if (!open || current.status === result.status) return current;
      const updated = await updatePayment(tx, current.id, {
        status: STATUS_OF[result.status],
        providerPaymentId: result.intentId ?? current.providerPaymentId,
        failureMessage: result.status === 'failed' ? result.message : null,
        failureCode: result.status === 'failed' ? result.code : null,
      });
      if (updated.status === 'failed')
        await notifyStudent(ctx, tx, updated, (program) =>
          NOTIFICATION_MESSAGES.paymentFailed(program, updated.amountCents, updated.currency),
        );
      return updated;
    }
    if (current.status === 'complete' || current.status === 'refunded') return current;
    const taken =
      open || (await stillDue(tx, subscription, current))
        ? await complete(ctx, tx, current, result.intentId)
        : await refund(ctx, tx, current, result.intentId);
    await onTaken?.(tx, current, taken);
    return taken;
  });
}
