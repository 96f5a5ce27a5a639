import { operation } from '../common/operation';
import { ZStaffContentParams } from './staff-content';
import { ZStaffQuestionWrite, ZStaffQuestions } from './staff-question';

/** At the end of the quiz; refused (409) once a student has taken it. */
export const addStaffQuestion = operation({
  method: 'POST',
  path: '/api/v1/staff/contents/:id/questions/',
  tag: 'staff',
  summary: 'Add a question at the end of a quiz',
  params: ZStaffContentParams,
  body: ZStaffQuestionWrite,
  response: ZStaffQuestions,
  status: 201,
  errors: [401, 403, 404, 409],
  staff: { resource: 'content', action: 'update' },
});
