import type { TPaymentPlan, TSubscription, TUpcomingInstallment } from '@portal/contract';
import { subscription } from '../../test/subscription-fixtures';

/** The signed-in student's subscription to the fixtures' program, waiting for payment. */
export const unpaidSubscription: TSubscription = {
  ...subscription,
  id: 5,
  current_content: null,
  status: 'unpaid',
  payment_type: null,
  payment_status: 'unpaid',
  course_access: false,
  access: 'pending',
  course_completion: 0,
};

export const onPlanSubscription: TSubscription = {
  ...unpaidSubscription,
  status: 'active',
  payment_type: 'payment_plan',
  payment_status: 'partially_paid',
  course_access: true,
  access: 'full',
};

export const plans: TPaymentPlan[] = [
  {
    id: 3,
    name: 'Three instalments',
    lang: 'en',
    registration_fee: 50000,
    due_amount: 200000,
    installments: [
      { number: 1, amount: 100000, due_after_days: 30 },
      { number: 2, amount: 100000, due_after_days: 60 },
    ],
  },
];

export const upcoming: TUpcomingInstallment = {
  id: 31,
  number: 1,
  due_date: '2026-11-19',
  due_amount: 100000,
  status: 'pending',
  can_pay: { can_pay: true, reason: '' },
  days_until_due: -3,
};

export function paymentAnswer(overrides: Record<string, unknown> = {}) {
  return {
    payment_id: 1,
    status: 'complete',
    requires_action: false,
    payment_intent_client_secret: null,
    payment_intent_id: 'pi_sandbox_1',
    amount: 250000,
    currency: 'CAD',
    error: null,
    error_code: null,
    payment_link: null,
    ...overrides,
  };
}
