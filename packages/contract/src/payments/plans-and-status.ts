import { z } from 'zod';
import { ZCents } from '../common/money';
import { ZLanguage } from '../enums';

export const listPaymentPlans = { method: 'GET', path: '/api/v1/payment-plans/' } as const;
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

export const getPaymentStatus = { method: 'GET', path: '/api/v1/subscriptions/:id/payment-status/' } as const;
/** The latest payment of a subscription (spec: Payment status), polled every 10 seconds while pending. */
export const ZPaymentStatus = z.object({
  status: z.enum(['pending', 'PROCESSING', 'complete', 'failed', 'requires_action', 'none']),
  handler_status: z.string().nullable(),
  click2pay_payment_link: z.string().nullable(),
  installment_id: z.number().int().nullable(),
  payment_id: z.number().int().nullable(),
  payment_type: z.string().nullable(),
});
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

export const getUpcomingInstallment = {
  method: 'GET',
  path: '/api/v1/subscriptions/:id/upcoming-installment/',
} as const;
export const ZUpcomingInstallment = z.object({
  id: z.number().int(),
  number: z.number().int(),
  due_date: z.string(),
  due_amount: ZCents,
  status: z.enum(['pending', 'paid', 'cancelled']),
  can_pay: z.object({ can_pay: z.boolean(), reason: z.string() }),
  /** Days until due: negative when overdue, 0 when due today. */
  days_until_due: z.number().int(),
});
export type TUpcomingInstallment = z.infer<typeof ZUpcomingInstallment>;
export const ZUpcomingInstallmentResponse = ZUpcomingInstallment.nullable();

export const requestPaidToSchool = { method: 'POST', path: '/api/v1/payments/paid-to-school/' } as const;
export const ZPaidToSchoolRequest = z.object({
  subscription_id: z.number().int().positive(),
  payment_type: z.enum(['full_payment', 'payment_plan']).default('full_payment'),
  payment_plan: z.number().int().positive().optional(),
  note: z.string().trim().max(1000).default(''),
});
export const ZPaidToSchoolResponse = z.object({
  id: z.number().int(),
  status: z.literal('pending'),
  message: z.string(),
  /** The code the student gives at the school's desk; a repeated request answers the same one. */
  reference_code: z.string(),
});
