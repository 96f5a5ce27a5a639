import { z } from 'zod';
import { ZCents } from '../common/money';
import { operation } from '../common/operation';
import { ZGetSubscriptionParams } from '../enrolment/get-subscription';

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

export const getUpcomingInstallment = operation({
  method: 'GET',
  path: '/api/v1/subscriptions/:id/upcoming-installment/',
  tag: 'payments',
  summary: 'The next instalment to pay, if any',
  params: ZGetSubscriptionParams,
  response: ZUpcomingInstallmentResponse,
  errors: [401, 403, 404],
});
