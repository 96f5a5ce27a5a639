import { type TPaymentKind, coded } from '@portal/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { Conflict, NotFound } from '../../lib/errors';
import { lockSubscription } from '../enrolment/enrolment.service';
import { chargeFor } from './payment-amounts';
import { withNewReferenceCode } from './reference-code';
import {
  type PaymentRow,
  findHeldPayment,
  findPaymentByKey,
  insertPayment,
  movePayment,
} from './payments.repository';
import { failureOf } from './payment-failure';

/** Statuses of an attempt that waits on the payer (their bank's check, the Interac page, the school's desk). */
const WAITING_ON_PAYER = ['requires_action', 'pending'];

/** What a payment pays: a subscription's first payment (in full or its registration fee), or one instalment. */
export function obligationOf(kind: TPaymentKind, subscriptionId: number, installmentId: number | null) {
  return kind === 'installment' ? `installment:${installmentId}` : `subscription:${subscriptionId}`;
}

export type Attempt = {
  studentId: number;
  subscriptionId: number;
  kind: TPaymentKind;
  ids: { planId?: number | undefined; installmentId?: number | undefined };
  method: 'pay_by_card' | 'click2pay' | 'paid_to_school';
  provider: string;
  status: 'processing' | 'pending';
  idempotencyKey: string;
  providerPaymentId?: string | null;
  paymentLink?: string | null;
  /** The amount the caller already asked the provider for: a different amount due now is a conflict. */
  amountCents?: number;
  /** What recording this attempt (not an earlier one answered instead) brings, in its transaction. */
  onRecorded?: (tx: Executor, payment: PaymentRow) => Promise<void>;
};

/** Asks the provider to withdraw an attempt a newer one replaced: a job, after the commit. */
export async function addWithdrawJob(ctx: AppContext, tx: Executor, payment: PaymentRow) {
  await ctx.jobs.add(tx, {
    topic: 'payment.cancel',
    key: `payment.cancel:${payment.id}`,
    payload: { paymentId: payment.id },
  });
}

/**
 * Records an attempt to pay, under a lock on the subscription so that attempts at one obligation queue
 * up: a repeated idempotency key answers the payment it made; an obligation paid is refused; one whose
 * attempt is at the provider right now answers 409 with that payment's id. An attempt that waits on
 * the payer is replaced (cancelled, and withdrawn at its provider after the commit) unless it is of
 * the same method, which is then the answer: an open Interac link or request to pay at the school.
 * The partial unique index on the obligation refuses a second holder whatever the code does.
 */
export async function recordAttempt(ctx: AppContext, attempt: Attempt): Promise<PaymentRow> {
  return ctx.db.transaction(async (tx) => {
    const subscription = await lockSubscription(tx, attempt.subscriptionId);
    const recorded = await findPaymentByKey(tx, attempt.idempotencyKey);
    if (recorded && recorded.subscriptionId !== attempt.subscriptionId) throw new NotFound();
    if (recorded) return recorded;
    // paid by another submit: its id lets the page show that payment instead of an error
    const asked = attempt.kind === 'installment' ? attempt.ids.installmentId : subscription.id;
    const paid = asked ? await findHeldPayment(tx, obligationOf(attempt.kind, subscription.id, asked)) : null;
    if (paid?.status === 'complete')
      throw new Conflict(
        attempt.kind === 'installment' ? coded('payment.installmentPaid') : coded('payment.alreadyPaid'),
        {
          payment_id: paid.id,
        },
      );
    const charge = await chargeFor(tx, attempt.kind, subscription, attempt.ids);
    const obligation = obligationOf(attempt.kind, subscription.id, charge.installmentId);
    const held = await findHeldPayment(tx, obligation);
    if (held?.status === 'complete') throw new Conflict(coded('payment.alreadyPaid'));
    if (held && !WAITING_ON_PAYER.includes(held.status))
      throw new Conflict(coded('payment.inProgress'), { payment_id: held.id });
    if (held && held.method === attempt.method && attempt.method !== 'pay_by_card') return held;
    if (attempt.amountCents !== undefined && attempt.amountCents !== charge.amountCents)
      throw new Conflict(coded('payment.generic'));
    if (held) {
      await movePayment(tx, held.id, held.status, {
        status: 'cancelled',
        ...failureOf('payment.replaced'),
      });
      await addWithdrawJob(ctx, tx, held);
    }
    const values = {
      studentId: attempt.studentId,
      subscriptionId: subscription.id,
      kind: attempt.kind,
      obligation,
      installmentId: charge.installmentId,
      paymentPlanId: charge.planId,
      amountCents: charge.amountCents,
      currency: subscription.currency,
      method: attempt.method,
      status: attempt.status,
      provider: attempt.provider,
      providerPaymentId: attempt.providerPaymentId ?? null,
      paymentLink: attempt.paymentLink ?? null,
      idempotencyKey: attempt.idempotencyKey,
    };
    // a payment at the school gets the code its student gives at the desk
    const inserted =
      attempt.method === 'paid_to_school'
        ? await withNewReferenceCode(tx, (db, referenceCode) =>
            insertPayment(db, { ...values, referenceCode }),
          )
        : await insertPayment(tx, values);
    // the key is taken by an attempt at another subscription, committed meanwhile
    if (!inserted) throw new NotFound();
    await attempt.onRecorded?.(tx, inserted);
    return inserted;
  });
}
