import { z } from 'zod';
import { ZCents } from '../common/money';
import { ZLanguage } from '../enums';
import { ZPaymentOffice } from '../institute/payment-office';

/** SCH- and two groups of four of 2–9 and A–Z without I and O: nothing to misread. */
export const REFERENCE_CODE_PATTERN = /^SCH-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

export const ZSchoolPaymentRequest = z.object({
  id: z.number().int(),
  subscription: z.number().int(),
  course: z.number().int(),
  course_name: z.string(),
  /** The language of `course_name`: the reader's, or the institute's default where untranslated. */
  course_name_lang: ZLanguage,
  payment_type: z.enum(['full_payment', 'registration_fee', 'installment']),
  reference_code: z.string(),
  amount: ZCents,
  currency: z.string(),
  /** pending until the school records the payment; cancelled when another way of paying replaced it. */
  status: z.enum(['pending', 'complete', 'cancelled', 'refunded']),
  created_at: z.string(),
  /** The day the amount is due by (YYYY-MM-DD), when the payment has one, such as an instalment's. */
  due_date: z.string().nullable(),
  /** Null when the school has not described its payment office. */
  office: ZPaymentOffice.nullable(),
});
export type TSchoolPaymentRequest = z.infer<typeof ZSchoolPaymentRequest>;
