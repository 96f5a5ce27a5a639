import { z } from 'zod';
import { listOf } from '../common/list';
import { operation } from '../common/operation';
import { ZStaffListQuery } from '../staff/staff-list-query';
import { GRADING_KINDS, GRADING_STATES, ZGradingWork } from './grading-work';

export const ZListGradingWorksQuery = ZStaffListQuery(['submitted_at', 'student', 'item']).extend({
  /** Without it, the work waiting for marks, the oldest first: the queue. */
  state: z.enum(GRADING_STATES).optional(),
  kind: z.enum(GRADING_KINDS).optional(),
  program: z.coerce.number().int().positive().optional(),
  /** One student's work, whatever its state unless `state` says. */
  student: z.coerce.number().int().positive().optional(),
});
export type TListGradingWorksQuery = z.infer<typeof ZListGradingWorksQuery>;

export const ZListGradingWorksResponse = listOf(ZGradingWork);
export type TListGradingWorksResponse = z.infer<typeof ZListGradingWorksResponse>;

export const listGradingWorks = operation({
  method: 'GET',
  path: '/api/v1/staff/grading/',
  tag: 'staff',
  summary:
    'Assignments, homework and written quiz answers to grade, the oldest first; an instructor sees their programs',
  query: ZListGradingWorksQuery,
  response: ZListGradingWorksResponse,
  errors: [401, 403],
  staff: { resource: 'grading', action: 'read' },
});
