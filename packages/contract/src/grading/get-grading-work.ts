import { operation } from '../common/operation';
import { ZGradingWork, ZGradingWorkParams } from './grading-work';

export const getGradingWork = operation({
  method: 'GET',
  path: '/api/v1/staff/grading/:id/',
  tag: 'staff',
  summary: 'One piece of work to grade, with the student’s text or file',
  params: ZGradingWorkParams,
  response: ZGradingWork,
  errors: [401, 403, 404],
  staff: { resource: 'grading', action: 'read' },
});
