import { z } from 'zod';
import { operation } from '../common/operation';
import { ZMcqAnswer, ZQuiz, ZQuizParams, ZQuizStatus } from './quiz';

export const ZUpdateQuizAnswer = z.object({
  question: z.number().int().positive(),
  /** For an mcq: the chosen ids, comma-joined; '' clears the choice. */
  mcq_answer: ZMcqAnswer.optional(),
  /** For a subjective question. */
  subjective_answer: z.string().max(20_000).optional(),
  /**
   * When the student gave this answer, by the device's clock; read with `sent_at` of the request.
   * Without it (or without `sent_at`) the answer counts as made when it arrives.
   */
  answered_at: z.iso.datetime({ offset: true }).optional(),
});

export const ZUpdateQuizRequest = z.object({
  answers: z.array(ZUpdateQuizAnswer).max(500).default([]),
  status: ZQuizStatus.optional(),
  /**
   * When the device sent this request, by its own clock. Only the difference with each answer's
   * `answered_at` is used (the time the answer waited on the device), so a device clock set wrong
   * changes nothing.
   */
  sent_at: z.iso.datetime({ offset: true }).optional(),
});
export type TUpdateQuizRequest = z.input<typeof ZUpdateQuizRequest>;

/**
 * Saves answers (only those sent; the others stay) and, with `status: 'submitted'`, submits the
 * attempt. Without status, or with `in_progress`, nothing is submitted. An answer made before the one
 * saved (by `answered_at`) leaves it as it is: the newest answer stands. Refused once submitted
 * (`alreadySubmitted`; the first submit stands), after the grace (`timeUp`), and for a question of
 * another quiz (`questionNotInQuiz`): a refused request saves none of its answers. A save after the
 * deadline, within the grace, submits the attempt as the timer's with the answers made in time; if it
 * carried answers made later, it answers `timeUp` once it has done so.
 */
export const updateQuiz = operation({
  method: 'PATCH',
  path: '/api/v1/quizzes/:id/',
  tag: 'quiz',
  summary: 'Save answers and, with status submitted, submit the attempt',
  params: ZQuizParams,
  body: ZUpdateQuizRequest,
  response: ZQuiz,
  errors: [401, 403, 404],
});
