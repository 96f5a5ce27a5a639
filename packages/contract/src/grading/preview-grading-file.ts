import { operation } from '../common/operation';
import { ZGradingWorkParams } from './grading-work';

export const previewGradingFile = operation({
  method: 'GET',
  path: '/api/v1/staff/grading/:id/file/',
  tag: 'staff',
  summary: 'The file a student handed in, shown in the browser',
  params: ZGradingWorkParams,
  errors: [401, 403, 404],
  staff: { resource: 'grading', action: 'read' },
});
