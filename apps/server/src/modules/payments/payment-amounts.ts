import { type TPaymentKind, coded } from '@portal/contract';
import type { Executor } from '../../db/client';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import type { SubscriptionRow } from '../enrolment/enrolment.service';
import { findOfferedPlan, firstPlanOf, listInstallments } from './payments.repository';

export type Charge = { amountCents: number; planId: number | null; installmentId: number | null };

/**
 * What a payment of each type costs (spec section 4), decided here only: full payment is the
 * subscription's price; a registration fee is the plan's fee while the subscription is unpaid or on
 * trial with nothing paid; an instalment is its due amount, when it is the next one due.
 */
export async function chargeFor(
  db: Executor,
  kind: TPaymentKind,
  subscription: SubscriptionRow,
  ids: { planId?: number | undefined; installmentId?: number | undefined },
): Promise<Charge> {
  if (subscription.paymentStatus === 'free') throw new Conflict(coded('payment.free'));
  if (subscription.paymentStatus === 'paid') throw new Conflict(coded('payment.alreadyPaid'));
  const unpaid = ['unpaid', 'trial'].includes(subscription.status) && subscription.paymentStatus === 'unpaid';

  if (kind === 'full_payment') {
    if (!unpaid) throw new Conflict(coded('payment.alreadyPaid'));
    return { amountCents: subscription.priceCents, planId: null, installmentId: null };
  }
  if (kind === 'registration_fee') {
    if (!unpaid) throw new Conflict(coded('payment.notRegistrationFee'));
    const plan = ids.planId
      ? await findOfferedPlan(db, ids.planId)
      : await firstPlanOf(db, subscription.courseId);
    if (!plan || plan.courseId !== subscription.courseId)
      throw new Invalid({ payment_plan: [coded('payment.planOfAnotherProgram')] });
    return { amountCents: plan.registrationFeeCents, planId: plan.id, installmentId: null };
  }
  const schedule = await listInstallments(db, subscription.id);
  // another student's instalment does not exist for this one
  if (ids.installmentId !== undefined && !schedule.some((i) => i.id === ids.installmentId))
    throw new NotFound();
  if (schedule.find((i) => i.id === ids.installmentId)?.status === 'paid')
    throw new Conflict(coded('payment.installmentPaid'));
  const due = schedule.find((i) => i.status === 'pending');
  if (!due || (ids.installmentId !== undefined && ids.installmentId !== due.id)) {
    throw new Invalid({ subscription_installment: [coded('payment.installmentNotDue')] });
  }
  return { amountCents: due.dueAmountCents, planId: subscription.paymentPlanId, installmentId: due.id };
}
