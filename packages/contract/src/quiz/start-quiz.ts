import { z } from 'zod';
import { operation } from '../common/operation';
import { ZQuiz } from './quiz';

export const ZStartQuizRequest = z.object({
  /** The quiz item's content id. */
  content: z.number().int().positive(),
  subscription: z.number().int().positive(),
});
export type TStartQuizRequest = z.infer<typeof ZStartQuizRequest>;

/**
 * Starts an attempt at a quiz item, or resumes the open one (same id, the timer keeps running).
 * Refused with `noAttemptsLeft` once `attempts_allowed` attempts were started, and with `notAQuiz`.
 */
export const startQuiz = operation({
  method: 'POST',
  path: '/api/v1/quizzes/',
  tag: 'quiz',
  summary: 'Start an attempt at a quiz item, or resume the open one with its clock running',
  body: ZStartQuizRequest,
  response: ZQuiz,
  errors: [401, 403, 404],
});
