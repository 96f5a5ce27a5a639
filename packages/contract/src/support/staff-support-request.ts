import { z } from 'zod';
import { listOf } from '../common/list';
import { operation } from '../common/operation';
import { ZStaffListQuery } from '../staff/staff-list-query';
import { ZCreateSupportRequest } from './create-support-request';
import { ZSupportThread } from './support-request';

export const SUPPORT_REQUEST_STATUSES = ['open', 'answered'] as const;

/** A student's request as the school's office reads it: who sent it, what, and the answers so far. */
export const ZStaffSupportRequest = ZSupportThread.extend({
  student: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
});
export type TStaffSupportRequest = z.infer<typeof ZStaffSupportRequest>;

export const ZStaffSupportRequestParams = z.object({ id: z.coerce.number().int().positive() });

/** Oldest first unless said: the request waiting longest is answered first. */
export const ZListStaffSupportRequestsQuery = ZStaffListQuery(['created_at', 'student']).extend({
  status: z.enum(SUPPORT_REQUEST_STATUSES).optional(),
  student: z.coerce.number().int().positive().optional(),
});
export type TListStaffSupportRequestsQuery = z.infer<typeof ZListStaffSupportRequestsQuery>;

export const listStaffSupportRequests = operation({
  method: 'GET',
  path: '/api/v1/staff/support-requests/',
  tag: 'staff',
  summary: "Students' support requests, oldest first; searchable by subject or student",
  query: ZListStaffSupportRequestsQuery,
  response: listOf(ZStaffSupportRequest),
  errors: [401, 403],
  staff: { resource: 'support', action: 'read' },
});

export const getStaffSupportRequest = operation({
  method: 'GET',
  path: '/api/v1/staff/support-requests/:id/',
  tag: 'staff',
  summary: "One student's support request with the school's answers",
  params: ZStaffSupportRequestParams,
  response: ZStaffSupportRequest,
  errors: [401, 403, 404],
  staff: { resource: 'support', action: 'read' },
});

/** The school's answer: the student reads it whole on their support page. */
export const ZAnswerSupportRequest = z.object({ message: ZCreateSupportRequest.shape.message });

export const answerStaffSupportRequest = operation({
  method: 'POST',
  path: '/api/v1/staff/support-requests/:id/answer/',
  tag: 'staff',
  summary: 'Answer an open support request; the student is notified. A request already answered is 409',
  params: ZStaffSupportRequestParams,
  body: ZAnswerSupportRequest,
  response: ZStaffSupportRequest,
  errors: [401, 403, 404, 409],
  staff: { resource: 'support', action: 'answer' },
});
