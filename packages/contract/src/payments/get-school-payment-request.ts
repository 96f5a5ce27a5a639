import { z } from 'zod';
import { operation } from '../common/operation';
import { ZSchoolPaymentRequest } from './school-payment';

export const ZGetSchoolPaymentRequestParams = z.object({ id: z.coerce.number().int().positive() });

/**
 * A request to pay at the school, as its student sees it: what to pay, the code to give at the desk,
 * and where and when. Another student's request answers 404.
 */
export const getSchoolPaymentRequest = operation({
  method: 'GET',
  path: '/api/v1/payments/paid-to-school/:id/',
  tag: 'payments',
  summary: 'A request to pay at the school: amount due, reference code, where and when to pay',
  params: ZGetSchoolPaymentRequestParams,
  response: ZSchoolPaymentRequest,
  errors: [401, 403, 404],
});
