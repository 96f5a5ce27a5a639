import { describe, expect, it } from 'vitest';
import {
  amountToPay,
  initialPaymentState,
  payByOptions,
  paymentExtras,
  paymentKindOf,
  thanksPath,
} from './payment-state';

const plan = {
  id: 3,
  name: 'Plan',
  lang: 'en' as const,
  registration_fee: 50000,
  due_amount: 200000,
  installments: [],
};

describe('payment state', () => {
  it('offers Interac and paying at the school only when enabled, card always', () => {
    expect(payByOptions(true, true)).toEqual(['click2pay', 'pay_by_card', 'paid_to_school']);
    expect(payByOptions(false, false)).toEqual(['pay_by_card']);
    expect(payByOptions(false, true)).toEqual(['pay_by_card', 'paid_to_school']);
  });

  it('sends a full payment, a plan’s registration fee or an instalment to its own endpoint', () => {
    const full = initialPaymentState('pay_by_card');
    expect(paymentKindOf(full)).toBe('full_payment');
    expect(paymentKindOf({ ...full, paymentType: 'payment_plan', plan })).toBe('registration_fee');
    expect(paymentKindOf({ ...full, paymentType: 'installment' })).toBe('installment');
  });

  it('shows the price, the first plan’s registration fee, or the instalment’s due amount', () => {
    const full = initialPaymentState('pay_by_card');
    expect(amountToPay(full, { price: 250000 })).toBe(250000);
    expect(amountToPay({ ...full, paymentType: 'payment_plan', plan }, { price: 250000 })).toBe(50000);
    expect(
      amountToPay(
        { ...full, paymentType: 'installment', installment: { id: 9, due_amount: 100000 } },
        { price: 250000 },
      ),
    ).toBe(100000);
  });

  it('carries who pays, and the plan or instalment the payment is for', () => {
    const full = initialPaymentState('pay_by_card');
    expect(paymentExtras(full)).toEqual({ subscription_aid: 'self_paid' });
    expect(paymentExtras({ ...full, paymentType: 'payment_plan', plan })).toEqual({
      subscription_aid: 'self_paid',
      payment_plan: 3,
    });
    expect(
      paymentExtras({ ...full, paymentType: 'installment', installment: { id: 9, due_amount: 1 } }),
    ).toEqual({ subscription_aid: 'self_paid', subscription_installment: 9 });
  });

  it('thanks a registration fee on its own page and any other payment on payment-thanks', () => {
    expect(thanksPath(7, 'registration_fee', 5)).toBe('/checkout/7/thanks?subscription=5');
    expect(thanksPath(7, 'full_payment', 5)).toBe('/checkout/7/payment-thanks?subscription=5');
    expect(thanksPath(7, 'installment', 5)).toBe('/checkout/7/payment-thanks?subscription=5');
  });
});
