import { operation } from '../common/operation';
import { ZPracticeEntryReview, ZPracticeEntryReviewParams } from './practice-entry-review';

export const getPracticeEntryReview = operation({
  method: 'GET',
  path: '/api/v1/staff/practice-entries/:id/',
  tag: 'staff',
  summary: 'One entry of a practice log, with the student’s note and file',
  params: ZPracticeEntryReviewParams,
  response: ZPracticeEntryReview,
  errors: [401, 403, 404],
  staff: { resource: 'attendance', action: 'read' },
});
