import { operation } from '../common/operation';
import { ZStaffContentParams } from './staff-content';
import { ZStaffQuestions } from './staff-question';

export const listStaffQuestions = operation({
  method: 'GET',
  path: '/api/v1/staff/contents/:id/questions/',
  tag: 'staff',
  summary: "A quiz's questions in order, with their options and translations",
  params: ZStaffContentParams,
  response: ZStaffQuestions,
  errors: [401, 403, 404],
  staff: { resource: 'content', action: 'read' },
});
