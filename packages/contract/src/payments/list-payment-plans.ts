import { z } from 'zod';
import { ZCents } from '../common/money';
import { operation } from '../common/operation';
import { ZLanguage } from '../enums';

export const ZListPaymentPlansQuery = z
  .object({
    course: z.coerce.number().int().positive().optional(),
    cohort: z.coerce.number().int().positive().optional(),
  })
  .refine((q) => q.course !== undefined || q.cohort !== undefined, {
    message: 'Give a course or a cohort.',
    path: ['course'],
  });
export const ZPaymentPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The language of the name: the reader's, or the institute's default where untranslated. */
  lang: ZLanguage,
  registration_fee: ZCents,
  due_amount: ZCents,
  installments: z.array(
    z.object({ number: z.number().int(), amount: ZCents, due_after_days: z.number().int() }),
  ),
});
export type TPaymentPlan = z.infer<typeof ZPaymentPlan>;
export const ZListPaymentPlansResponse = z.array(ZPaymentPlan);

export const listPaymentPlans = operation({
  method: 'GET',
  path: '/api/v1/payment-plans/',
  tag: 'payments',
  summary: 'The payment plans of a program (by course) or of a cohort’s program (public)',
  query: ZListPaymentPlansQuery,
  response: ZListPaymentPlansResponse,
  errors: [404],
});
