import { PAYMENT_MESSAGES, type TCoded, type TMessageCode, coded } from '@portal/contract';
import type { PaymentRow } from './payments.repository';

/** A payment's failure columns for a reason the portal says by its code. */
export const failureOf = (code: TMessageCode) => ({ failureMessage: coded(code).text, failureCode: code });

/**
 * Why a failed payment failed, as its answer says it: in English, and by code when the portal has one
 * (a provider's own words have none).
 */
export function failureAnswer(payment: PaymentRow): { error: string; error_code: TCoded | null } {
  if (!payment.failureMessage)
    return { error: PAYMENT_MESSAGES.failed, error_code: { code: 'payment.failed' } };
  return { error: payment.failureMessage, error_code: payment.failureCode && { code: payment.failureCode } };
}
