import type { z } from 'zod';
import { listOf, ZListQuery } from '../common/list';
import { operation } from '../common/operation';
import { ZSupportThread } from './support-request';

export const ZListSupportRequestsResponse = listOf(ZSupportThread);
export type TListSupportRequestsResponse = z.infer<typeof ZListSupportRequestsResponse>;

/** The student's own requests, newest first, each with the school's answers oldest first. */
export const listSupportRequests = operation({
  method: 'GET',
  path: '/api/v1/support/',
  tag: 'support',
  summary: "The student's own support requests, newest first, with the school's answers",
  query: ZListQuery,
  response: ZListSupportRequestsResponse,
  errors: [401],
});
