import { z } from 'zod';
import { listOf } from '../common/list';
import { operation } from '../common/operation';
import { SUBSCRIPTION_STATUSES } from '../enrolment/subscription';
import { ZStaffListQuery } from '../staff/staff-list-query';
import { ZStudentRecord } from './student-record';

export const ZListStudentRecordsQuery = ZStaffListQuery(['name', 'email', 'created_at']).extend({
  /** The students subscribed to a program (its id), with `status` in it if given. */
  program: z.coerce.number().int().positive().optional(),
  /** The students with a subscription in this state (in `program` if given). */
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
});
export type TListStudentRecordsQuery = z.infer<typeof ZListStudentRecordsQuery>;

export const ZListStudentRecordsResponse = listOf(ZStudentRecord);
export type TListStudentRecordsResponse = z.infer<typeof ZListStudentRecordsResponse>;

export const listStudentRecords = operation({
  method: 'GET',
  path: '/api/v1/staff/students/',
  tag: 'staff',
  summary: 'The students, searchable by name or email and filtered by program and status',
  query: ZListStudentRecordsQuery,
  response: ZListStudentRecordsResponse,
  errors: [401, 403],
  staff: { resource: 'students', action: 'read' },
});
