import { z } from 'zod';
import { listOf } from '../common/list';
import { ZCents } from '../common/money';
import { operation } from '../common/operation';
import { ZLanguage } from '../enums';

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

export const listPayments = operation({
  method: 'GET',
  path: '/api/v1/payments/',
  tag: 'payments',
  summary: "The student's payments, newest first",
  response: ZListPaymentsResponse,
  errors: [401, 403],
});
