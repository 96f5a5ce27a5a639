/** How a payment is made: by card, by Interac, or at the school. */
export const PAYMENT_METHODS = ['pay_by_card', 'click2pay', 'paid_to_school'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * Where a payment stands; cancelled when a newer attempt replaced it before it settled, refunded when it
 * settled for an obligation another payment had paid.
 */
export const PAYMENT_STATUSES = [
  'requires_action',
  'processing',
  'pending',
  'complete',
  'failed',
  'cancelled',
  'refunded',
] as const;
export type TPaymentState = (typeof PAYMENT_STATUSES)[number];

export const INSTALLMENT_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type TInstallmentStatus = (typeof INSTALLMENT_STATUSES)[number];
