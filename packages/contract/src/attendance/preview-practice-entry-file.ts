import { operation } from '../common/operation';
import { ZPracticeEntryReviewParams } from './practice-entry-review';

export const previewPracticeEntryFile = operation({
  method: 'GET',
  path: '/api/v1/staff/practice-entries/:id/file/',
  tag: 'staff',
  summary: 'The file a student sent with a practice entry, shown in the browser',
  params: ZPracticeEntryReviewParams,
  errors: [401, 403, 404],
  staff: { resource: 'attendance', action: 'read' },
});
