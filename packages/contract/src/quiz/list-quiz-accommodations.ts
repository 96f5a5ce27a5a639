import { z } from 'zod';
import { operation } from '../common/operation';
import { ZQuizAccommodation, ZStudentQuizAccommodationsParams } from './quiz-accommodation';

export const ZListQuizAccommodationsResponse = z.object({ results: z.array(ZQuizAccommodation) });
export type TListQuizAccommodationsResponse = z.infer<typeof ZListQuizAccommodationsResponse>;

export const listQuizAccommodations = operation({
  method: 'GET',
  path: '/api/v1/staff/students/:id/quiz-accommodations/',
  tag: 'staff',
  summary: "A student's extra time on timed quizzes: the one for every program first, then each program's",
  params: ZStudentQuizAccommodationsParams,
  response: ZListQuizAccommodationsResponse,
  errors: [401, 403, 404],
  staff: { resource: 'students', action: 'update' },
});
