import { z } from 'zod';
import { operation } from '../common/operation';
import { ZQuizAttemptOf, ZQuizQuestion, ZQuizResult } from './quiz';

export const ZQuizAttemptParams = z.object({ id: z.coerce.number().int().positive() });

export const ZMarkedAnswer = z.object({
  question: ZQuizQuestion,
  mcq_answer: z.string(),
  subjective_answer: z.string(),
  /**
   * Marks given. A subjective answer's marks show once the school grades it (null before); an mcq's
   * marks show only with `show_answers`, since they would give its answer away (null without).
   */
  marks: z.number().nullable(),
  /** The school's remarks on a subjective answer; '' otherwise. */
  remarks: z.string(),
  /** With `show_answers`: whether an mcq answer was right (null for subjective, and without). */
  is_correct: z.boolean().nullable(),
  /** With `show_answers`: the correct option ids of an mcq (null for subjective, and without). */
  correct_options: z.array(z.number().int()).nullable(),
  /** With `show_answers`: the quiz's explanation of the question (null without, or when none). */
  explanation: z.string().nullable(),
});
export type TMarkedAnswer = z.infer<typeof ZMarkedAnswer>;

export const ZQuizAttempt = ZQuizAttemptOf.extend({
  attempt: z.number().int(),
  attempts_allowed: z.number().int(),
  pass_mark_percent: z.number().int(),
  grading: z.enum(['best', 'last']),
  /** This attempt is the one whose marks count, by the grading rule. */
  is_counted: z.boolean(),
  show_answers: z.boolean(),
  started_at: z.string(),
  submitted_at: z.string(),
  submitted_by: z.enum(['student', 'timer']),
  result: ZQuizResult,
  answers: z.array(ZMarkedAnswer),
});
export type TQuizAttempt = z.infer<typeof ZQuizAttempt>;

/**
 * One submitted quiz attempt with its marks, for its review page (the spec's `assessment/{assessmentId}`,
 * `PORTAL_PAGES.quizAttempt`), whose id is the attempt's (`TQuiz['id']`). An attempt still in progress
 * answers 409 with `notSubmittedYet`; another student's answers 404. Correct answers and explanations appear only when the quiz's
 * `show_answers` allows it.
 */
export const getQuizAttempt = operation({
  method: 'GET',
  path: '/api/v1/quiz-attempts/:id/',
  tag: 'quiz',
  summary: 'One submitted attempt with its marks, and the correct answers when the quiz shows them',
  params: ZQuizAttemptParams,
  response: ZQuizAttempt,
  errors: [401, 403, 404, 409],
});
