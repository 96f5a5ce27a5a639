import { operation } from '../common/operation';
import { ZStaffQuestionParams, ZStaffQuestions } from './staff-question';

/** Refused (409) once a student has taken the quiz, and for its last question. */
export const removeStaffQuestion = operation({
  method: 'DELETE',
  path: '/api/v1/staff/questions/:id/',
  tag: 'staff',
  summary: "Remove a quiz's question",
  params: ZStaffQuestionParams,
  response: ZStaffQuestions,
  errors: [401, 403, 404, 409],
  staff: { resource: 'content', action: 'update' },
});
