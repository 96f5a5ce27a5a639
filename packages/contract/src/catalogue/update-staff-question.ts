import { operation } from '../common/operation';
import { ZStaffQuestionParams, ZStaffQuestionWrite, ZStaffQuestions } from './staff-question';

/** Once a student has taken the quiz only the texts may change (409 otherwise): their marks stand. */
export const updateStaffQuestion = operation({
  method: 'PUT',
  path: '/api/v1/staff/questions/:id/',
  tag: 'staff',
  summary: "Change a quiz's question",
  params: ZStaffQuestionParams,
  body: ZStaffQuestionWrite,
  response: ZStaffQuestions,
  errors: [401, 403, 404, 409],
  staff: { resource: 'content', action: 'update' },
});
