import { z } from 'zod';
import { operation } from '../common/operation';
import { ZGetSubscriptionParams } from '../enrolment/get-subscription';

export const ZPaymentStatus = z.object({
  status: z.enum(['pending', 'PROCESSING', 'complete', 'failed', 'requires_action', 'none']),
  handler_status: z.string().nullable(),
  click2pay_payment_link: z.string().nullable(),
  installment_id: z.number().int().nullable(),
  payment_id: z.number().int().nullable(),
  payment_type: z.string().nullable(),
});
export type TPaymentStatus = z.infer<typeof ZPaymentStatus>;

/** The latest payment of a subscription (spec: Payment status), polled every 10 seconds while pending. */
export const getPaymentStatus = operation({
  method: 'GET',
  path: '/api/v1/subscriptions/:id/payment-status/',
  tag: 'payments',
  summary: "The subscription's latest payment, polled while it is pending",
  params: ZGetSubscriptionParams,
  response: ZPaymentStatus,
  errors: [401, 403, 404],
});
