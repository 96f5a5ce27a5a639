import { z } from 'zod';
import { operation } from '../common/operation';

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

export const requestPaidToSchool = operation({
  method: 'POST',
  path: '/api/v1/payments/paid-to-school/',
  tag: 'payments',
  summary: 'Ask to pay at the school; access opens when the school records the payment',
  body: ZPaidToSchoolRequest,
  response: ZPaidToSchoolResponse,
  errors: [401, 403, 404, 409],
});
