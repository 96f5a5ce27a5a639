import { z } from 'zod';
import { ZPaymentPlanSummary } from '../catalogue/course';
import { operation } from '../common/operation';

export const ZListPaymentPlansQuery = z
  .object({
    course: z.coerce.number().int().positive().optional(),
    cohort: z.coerce.number().int().positive().optional(),
  })
  .refine((q) => q.course !== undefined || q.cohort !== undefined, {
    message: 'Give a course or a cohort.',
    path: ['course'],
  });
/** A plan as checkout offers it: the same as a program's plan. */
export const ZPaymentPlan = ZPaymentPlanSummary;
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
