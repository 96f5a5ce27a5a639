import { z } from 'zod';
import { listOf } from '../common/list';
import { operation } from '../common/operation';
import { SUBSCRIPTION_STATUSES } from '../enrolment/subscription';
import { ZStaffListQuery } from '../staff/staff-list-query';
import { ZStudentRecord } from './student-record';

/** How far into a program: nothing completed yet, some of it, or all its mandatory items. */
export const COMPLETION_STAGES = ['not_started', 'in_progress', 'completed'] as const;
export type TCompletionStage = (typeof COMPLETION_STAGES)[number];

export const ZListStudentRecordsQuery = ZStaffListQuery(['name', 'email', 'created_at']).extend({
  /** The students subscribed to a program (its id), with `status` in it if given. */
  program: z.coerce.number().int().positive().optional(),
  /** The students subscribed in this cohort. */
  cohort: z.coerce.number().int().positive().optional(),
  /** The students with a subscription in this state (in `program` if given). */
  status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  /** The students at this stage of a program (of `program` if given, in `status` if given). */
  completion: z.enum(COMPLETION_STAGES).optional(),
  /** `overdue`: the students with an instalment past its due date and unpaid, for those who see payments. */
  payments: z.enum(['overdue']).optional(),
  /** `awaiting_review`: the students with a profile field entered and not yet verified or rejected. */
  profile: z.enum(['awaiting_review']).optional(),
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
