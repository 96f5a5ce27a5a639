import { z } from 'zod';
import { listOf } from '../common/list';
import { ZSupportRequest } from './create-support-request';

/** The student's own requests, newest first, each with the school's answers oldest first. */
export const listSupportRequests = { method: 'GET', path: '/api/v1/support/' } as const;
export const ZSupportAnswer = z.object({ id: z.number().int(), message: z.string(), created_at: z.string() });
export type TSupportAnswer = z.infer<typeof ZSupportAnswer>;
export const ZSupportThread = ZSupportRequest.extend({
  status: z.enum(['open', 'answered']),
  answers: z.array(ZSupportAnswer),
});
export type TSupportThread = z.infer<typeof ZSupportThread>;
export const ZListSupportRequestsResponse = listOf(ZSupportThread);
export type TListSupportRequestsResponse = z.infer<typeof ZListSupportRequestsResponse>;

/** One of the student's own requests with its answers: what a support answer's notification opens. */
export const getSupportRequest = { method: 'GET', path: '/api/v1/support/:id/' } as const;
export const ZSupportRequestParams = z.object({ id: z.coerce.number().int().positive() });
