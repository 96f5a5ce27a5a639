import { z } from 'zod';
import { operation } from '../common/operation';
import { ZQuizAccommodationParams } from './quiz-accommodation';

export const clearQuizAccommodation = operation({
  method: 'DELETE',
  path: '/api/v1/staff/students/:id/quiz-accommodations/:program/',
  tag: 'staff',
  summary: "Remove a student's extra time in a program (or `all`); 404 when there was none",
  params: ZQuizAccommodationParams,
  response: z.null(),
  status: 204,
  errors: [401, 403, 404],
  staff: { resource: 'students', action: 'update' },
});
