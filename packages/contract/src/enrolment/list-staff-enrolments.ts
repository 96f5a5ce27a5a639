import { z } from 'zod';
import { listOf } from '../common/list';
import { operation } from '../common/operation';
import { ZStaffListQuery } from '../staff/staff-list-query';
import { ZStaffEnrolment } from './staff-enrolment';
import { SUBSCRIPTION_STATUSES } from './subscription';

export const ZListStaffEnrolmentsQuery = ZStaffListQuery(['enrolled_at', 'student']).extend({
  student: z.coerce.number().int().positive().optional(),
  program: z.coerce.number().int().positive().optional(),
  cohort: z.coerce.number().int().positive().optional(),
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
});
export type TListStaffEnrolmentsQuery = z.infer<typeof ZListStaffEnrolmentsQuery>;

export const ZListStaffEnrolmentsResponse = listOf(ZStaffEnrolment);

export const listStaffEnrolments = operation({
  method: 'GET',
  path: '/api/v1/staff/enrolments/',
  tag: 'staff',
  summary: "Students' subscriptions to programs, newest first; an instructor's programs only",
  query: ZListStaffEnrolmentsQuery,
  response: ZListStaffEnrolmentsResponse,
  errors: [401, 403],
  staff: { resource: 'enrolments', action: 'read' },
});
