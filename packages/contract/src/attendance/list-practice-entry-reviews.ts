import { z } from 'zod';
import { listOf } from '../common/list';
import { operation } from '../common/operation';
import { PRACTICE_ENTRY_STATUSES } from '../journey/practice-entries';
import { ZStaffListQuery } from '../staff/staff-list-query';
import { ZPracticeEntryReview } from './practice-entry-review';

export const ZListPracticeEntryReviewsQuery = ZStaffListQuery(['created_at', 'date', 'student']).extend({
  /** Without it, the entries waiting for review, the oldest added first: the queue. */
  state: z.enum(PRACTICE_ENTRY_STATUSES).optional(),
  program: z.coerce.number().int().positive().optional(),
  /** One student's entries, whatever their state unless `state` says. */
  student: z.coerce.number().int().positive().optional(),
});
export type TListPracticeEntryReviewsQuery = z.infer<typeof ZListPracticeEntryReviewsQuery>;

export const ZListPracticeEntryReviewsResponse = listOf(ZPracticeEntryReview);
export type TListPracticeEntryReviewsResponse = z.infer<typeof ZListPracticeEntryReviewsResponse>;

export const listPracticeEntryReviews = operation({
  method: 'GET',
  path: '/api/v1/staff/practice-entries/',
  tag: 'staff',
  summary:
    "Entries of students' practice logs to review, the oldest first; an instructor sees their programs",
  query: ZListPracticeEntryReviewsQuery,
  response: ZListPracticeEntryReviewsResponse,
  errors: [401, 403],
  staff: { resource: 'attendance', action: 'read' },
});
