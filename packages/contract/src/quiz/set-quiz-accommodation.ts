import { operation } from '../common/operation';
import { ZQuizAccommodation, ZQuizAccommodationParams, ZSetQuizAccommodation } from './quiz-accommodation';

export const setQuizAccommodation = operation({
  method: 'PUT',
  path: '/api/v1/staff/students/:id/quiz-accommodations/:program/',
  tag: 'staff',
  summary:
    "Set a student's extra time on timed quizzes in a program (or `all`), replacing what was there; it applies from their next attempt",
  params: ZQuizAccommodationParams,
  body: ZSetQuizAccommodation,
  response: ZQuizAccommodation,
  errors: [401, 403, 404],
  staff: { resource: 'students', action: 'update' },
});
