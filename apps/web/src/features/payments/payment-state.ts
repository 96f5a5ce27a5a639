import { DEFAULTS, type TPaymentKind, type TPaymentPlan, type TSubscription } from '@portal/contract';

export type PaymentType = 'full_payment' | 'payment_plan' | 'installment';
export type PayBy = 'click2pay' | 'pay_by_card' | 'paid_to_school';

/** What the student is paying and how (spec section 3, Payment state). */
export type PaymentState = {
  paymentType: PaymentType;
  payBy: PayBy;
  /** Who pays; sent as subscription_aid. */
  payThrough: string;
  plan: TPaymentPlan | null;
  installment: { id: number; due_amount: number } | null;
};

export function initialPaymentState(payBy: PayBy): PaymentState {
  return {
    paymentType: 'full_payment',
    payBy,
    payThrough: DEFAULTS.payThrough,
    plan: null,
    installment: null,
  };
}

/**
 * The ways to pay this program: Interac when the school enables it, card always, and at the school
 * when the program allows it. With neither option the mode is card, paid by the student.
 */
export function payByOptions(enableInterac: boolean, enablePaidAtSchool: boolean): PayBy[] {
  return [
    ...(enableInterac ? (['click2pay'] as const) : []),
    'pay_by_card',
    ...(enablePaidAtSchool ? (['paid_to_school'] as const) : []),
  ];
}

/** The endpoint a payment goes to: a plan's first payment is its registration fee. */
export function paymentKindOf(state: PaymentState): TPaymentKind {
  if (state.paymentType === 'payment_plan') return 'registration_fee';
  return state.paymentType;
}

/** What the student is shown they will pay; the server computes the amount it charges the same way. */
export function amountToPay(state: PaymentState, subscription: Pick<TSubscription, 'price'>): number {
  if (state.paymentType === 'installment') return state.installment?.due_amount ?? 0;
  if (state.paymentType === 'payment_plan') return state.plan?.registration_fee ?? 0;
  return subscription.price;
}

/** The plan or instalment a payment is for, and who pays it, as every payment call carries them. */
export function paymentExtras(state: PaymentState) {
  return {
    subscription_aid: state.payThrough,
    ...(state.paymentType === 'payment_plan' && state.plan ? { payment_plan: state.plan.id } : {}),
    ...(state.paymentType === 'installment' && state.installment
      ? { subscription_installment: state.installment.id }
      : {}),
  };
}

/** After a card payment: the registration fee has its own thanks page (spec section 2). */
export function thanksPath(courseId: number, kind: TPaymentKind, subscriptionId: number): string {
  const page = kind === 'registration_fee' ? 'thanks' : 'payment-thanks';
  return `/checkout/${courseId}/${page}?subscription=${subscriptionId}`;
}
