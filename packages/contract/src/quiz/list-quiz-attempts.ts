import { z } from 'zod';
import { ZCoded } from '../common/errors';
import { listOf } from '../common/list';
import { operation } from '../common/operation';
import { ZQuiz, ZQuizResult } from './quiz';

export const ZListQuizAttemptsQuery = z.object({
  content: z.coerce.number().int().positive(),
  subscription: z.coerce.number().int().positive(),
});
export type TListQuizAttemptsQuery = z.infer<typeof ZListQuizAttemptsQuery>;

/** An attempt in the list: no answers. */
export const ZQuizAttemptSummary = ZQuiz.omit({ answers: true });

export const ZListQuizAttemptsResponse = listOf(ZQuizAttemptSummary).extend({
  content: z.number().int(),
  attempts_allowed: z.number().int(),
  attempts_used: z.number().int(),
  /**
   * The minutes this student has for an attempt: the time limit with the extra time the school set
   * for them (`accommodated`), which a new attempt's deadline takes; null when untimed.
   */
  allowed_minutes: z.number().int().nullable(),
  accommodated: z.boolean(),
  /** The open attempt to resume, if any. */
  open_attempt: z.number().int().nullable(),
  /** Whether POST would start or resume an attempt now; `reason` says why not, `reason_code` by code. */
  can_start: z.object({
    can_start: z.boolean(),
    reason: z.string().nullable(),
    reason_code: ZCoded.nullish(),
  }),
  /**
   * The attempt whose marks count: with `best` the highest graded one (null before one is graded);
   * with `last` the latest submitted one, even while its marks are awaited (null before one).
   */
  counted_attempt: z.number().int().nullable(),
  /** The counted attempt's result; null when none counts yet. */
  result: ZQuizResult.nullable(),
});
export type TListQuizAttemptsResponse = z.infer<typeof ZListQuizAttemptsResponse>;

/** The student's attempts at one quiz item, newest first, with what they may do next. */
export const listQuizAttempts = operation({
  method: 'GET',
  path: '/api/v1/quizzes/',
  tag: 'quiz',
  summary: "The student's attempts at a quiz item, and whether another may start",
  query: ZListQuizAttemptsQuery,
  response: ZListQuizAttemptsResponse,
  errors: [401, 403, 404],
});
