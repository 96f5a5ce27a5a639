import { z } from 'zod';
import { listOf } from '../common/list';
import { ZCents } from '../common/money';
import { ZLanguage } from '../enums';

export const listPayments = { method: 'GET', path: '/api/v1/payments/' } as const;
export const ZPaymentRecord = z.object({
  id: z.number().int(),
  subscription: z.number().int(),
  course_name: z.string(),
  /** The language of `course_name`: the reader's, or the institute's default where untranslated. */
  course_name_lang: ZLanguage,
  payment_type: z.enum(['full_payment', 'registration_fee', 'installment']),
  installment_number: z.number().int().nullable(),
  amount: ZCents,
  currency: z.string(),
  pay_by: z.enum(['pay_by_card', 'click2pay', 'paid_to_school']),
  /** cancelled: a newer attempt replaced it before it settled; refunded: it paid what was already paid. */
  status: z.enum(['requires_action', 'processing', 'pending', 'complete', 'failed', 'cancelled', 'refunded']),
  created_at: z.string(),
  /** The code of a payment at the school, given at its desk; null for other ways of paying. */
  reference_code: z.string().nullable(),
  /** The PDF receipt, once the payment is complete. */
  receipt: z.string().nullable(),
});
export type TPaymentRecord = z.infer<typeof ZPaymentRecord>;
export const ZListPaymentsResponse = listOf(ZPaymentRecord);

export const getReceipt = { method: 'GET', path: '/api/v1/payments/:id/receipt/' } as const;
export const ZGetReceiptParams = z.object({ id: z.coerce.number().int().positive() });

export const getSavedCard = { method: 'GET', path: '/api/v1/payment-methods/' } as const;
export const updateSavedCard = { method: 'PUT', path: '/api/v1/payment-methods/' } as const;
export const ZSavedCard = z.object({
  /** The provider's id of the card, kept on the student's customer: the card dialog pays with it again. */
  payment_method_id: z.string(),
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export const ZSavedCardResponse = ZSavedCard.nullable();
export const ZUpdateSavedCardRequest = z.object({ payment_method_id: z.string().min(1).max(200) });
