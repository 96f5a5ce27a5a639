import { z } from 'zod';
import { ZLanguage, ZQuestionType } from '../enums';

/**
 * A quiz, as the spec's calls name it, is one attempt of a student at a quiz item of their program.
 * Refusals answer 400 with `non_field_errors` (texts in `QUIZ_MESSAGES`); another student's
 * attempt or subscription answers 404; a locked item answers 403 with the reason as `detail`.
 *
 * Timer: the server keeps `started_at + time_limit_minutes` as the deadline, with the extra time
 * the school set for the student (an accommodation), fixed when the attempt starts. `remaining_time` is
 * worked out on every answer, so a reload or a second tab never resets it. Answers that arrive up to
 * `QUIZ_LATE_SAVE_SECONDS` after the deadline still count (the last save in flight and the web's
 * auto-submit 1.5 s after zero). Up to `QUIZ_OFFLINE_GRACE_MINUTES` after it, a save still counts the
 * answers the student made before the deadline (answers kept on a device that was offline), and it
 * submits the attempt as the timer's; answers made later are refused with `timeUp`. An attempt left
 * open past the grace is submitted, with the answers saved in time, on the next call that reads it.
 */
export const QUIZ_LATE_SAVE_SECONDS = 5;

/**
 * How long after the deadline answers kept on an offline device may still arrive. The server judges
 * when each was made from how old the device says it was when sent (`sent_at − answered_at`), never
 * from the device's clock itself; so a device that lies can win at most this long (ADR 029).
 */
export const QUIZ_OFFLINE_GRACE_MINUTES = 10;

export const ZQuizParams = z.object({ id: z.coerce.number().int().positive() });

export const ZQuizOption = z.object({
  /** Unique within its question (1, 2, 3 … in the order shown). */
  id: z.number().int(),
  text: z.string(),
});

export const ZQuizQuestion = z.object({
  id: z.number().int(),
  question_type: ZQuestionType,
  text: z.string(),
  /** The language of its text, options and explanation. */
  lang: ZLanguage,
  /** Empty for a subjective question. */
  options: z.array(ZQuizOption),
  /** An mcq with more than one correct option: every option toggles; else choosing one replaces. */
  multiple: z.boolean(),
  /** What the question is worth. */
  marks: z.number().int(),
});
export type TQuizQuestion = z.infer<typeof ZQuizQuestion>;

/** Option ids joined by commas ('2' or '1,3'), or '' when none is chosen. */
export const ZMcqAnswer = z
  .string()
  .trim()
  .regex(/^(\d+(,\d+)*)?$/, 'Option ids joined by commas.');

/** One question of the attempt with the student's answer so far; questions keep the quiz's order. */
export const ZQuizAnswer = z.object({
  question: ZQuizQuestion,
  /** Chosen option ids of an mcq, comma-joined; '' when none (and always for a subjective one). */
  mcq_answer: z.string(),
  /** The written answer of a subjective question; '' when none (and always for an mcq). */
  subjective_answer: z.string(),
});
export type TQuizAnswer = z.infer<typeof ZQuizAnswer>;

export const QUIZ_STATUSES = ['in_progress', 'submitted'] as const;
export const ZQuizStatus = z.enum(QUIZ_STATUSES);

/** The score of a submitted attempt. */
export const ZQuizResult = z.object({
  /** False while a subjective answer waits for the school's marks. */
  is_graded: z.boolean(),
  /** Null until graded. */
  marks: z.number().nullable(),
  max_marks: z.number().int(),
  /** Two decimals; null until graded. */
  percent: z.number().nullable(),
  /** `percent` reaches `pass_mark_percent`; null until graded. */
  passed: z.boolean().nullable(),
});
export type TQuizResult = z.infer<typeof ZQuizResult>;

/** Which attempt of which quiz item: what a running attempt and a submitted one's review both start with. */
export const ZQuizAttemptOf = z.object({
  /** The attempt's id: for GET and PATCH, and its review page (`PORTAL_PAGES.quizAttempt`) once submitted. */
  id: z.number().int(),
  /** The quiz item's content id. */
  content: z.number().int(),
  subscription: z.number().int(),
  course: z.number().int(),
  course_slug: z.string(),
  /** The quiz item's name. */
  name: z.string(),
  name_lang: ZLanguage,
});

export const ZQuiz = ZQuizAttemptOf.extend({
  status: ZQuizStatus,
  /** This attempt's number, from 1. */
  attempt: z.number().int(),
  attempts_allowed: z.number().int(),
  /** Attempts started so far, this one included. */
  attempts_used: z.number().int(),
  time_limit_minutes: z.number().int().nullable(),
  pass_mark_percent: z.number().int(),
  /** Which attempt counts towards the marks: the best one or the last one. */
  grading: z.enum(['best', 'last']),
  started_at: z.string(),
  /** The deadline; null when untimed. */
  ends_at: z.string().nullable(),
  /** Whole seconds left, from the server's clock; 0 once time is up; null when untimed. */
  remaining_time: z.number().int().min(0).nullable(),
  submitted_at: z.string().nullable(),
  /** Who submitted it: the student (Submit or Exit Quiz) or the timer. */
  submitted_by: z.enum(['student', 'timer']).nullable(),
  answers: z.array(ZQuizAnswer),
  /** Null while in progress. */
  result: ZQuizResult.nullable(),
});
export type TQuiz = z.infer<typeof ZQuiz>;
