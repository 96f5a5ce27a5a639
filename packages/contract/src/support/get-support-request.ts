import { z } from 'zod';
import { operation } from '../common/operation';
import { ZSupportThread } from './support-request';

export const ZSupportRequestParams = z.object({ id: z.coerce.number().int().positive() });

/** One of the student's own requests with its answers: what a support answer's notification opens. */
export const getSupportRequest = operation({
  method: 'GET',
  path: '/api/v1/support/:id/',
  tag: 'support',
  summary: "One of the student's own support requests, with the school's answers",
  params: ZSupportRequestParams,
  response: ZSupportThread,
  errors: [401, 404],
});
