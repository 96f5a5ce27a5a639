import { z } from 'zod';

/** What is graded: a handed-in assignment or homework, or a written answer of a submitted quiz. */
export const GRADING_KINDS = ['assignment', 'homework', 'quiz_answer'] as const;
export type TGradingKind = (typeof GRADING_KINDS)[number];

/**
 * Where a piece of work stands: waiting for marks (the queue), graded, or returned to the student to
 * hand in again.
 */
export const GRADING_STATES = ['to_grade', 'graded', 'returned'] as const;
export type TGradingState = (typeof GRADING_STATES)[number];

/**
 * One piece of work as its grader sees it, named `<kind>-<id>` across kinds (`work-12` for a
 * submission, `answer-7` for a quiz answer): whose it is, the item, the student's text or file, and
 * the marks once given.
 */
export const ZGradingWork = z.object({
  id: z.string(),
  kind: z.enum(GRADING_KINDS),
  state: z.enum(GRADING_STATES),
  student: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  program: z.object({ id: z.number().int(), name: z.string() }),
  /** The assignment, homework or quiz; `question` is the quiz question answered, else null. */
  item: z.object({ id: z.number().int(), name: z.string() }),
  question: z.object({ number: z.number().int(), text: z.string() }).nullable(),
  /** Markdown or plain text; empty when only a file was handed in. */
  text: z.string(),
  file: z
    .object({ name: z.string(), content_type: z.string(), size: z.number().int(), preview_url: z.string() })
    .nullable(),
  marks: z.number().nullable(),
  max_marks: z.number().int(),
  remarks: z.string(),
  submitted_at: z.string(),
  graded_at: z.string().nullable(),
});
export type TGradingWork = z.infer<typeof ZGradingWork>;

export const ZGradingWorkParams = z.object({
  id: z.string().regex(/^(work|answer)-\d+$/, 'A piece of work is named work-<id> or answer-<id>.'),
});
