import { z } from 'zod';

export const GRADED_ITEM_STATUSES = ['graded', 'awaiting_grading', 'not_submitted'] as const;

/** A quiz, assignment or homework of the program, in program order. */
export const ZGradedItem = z.object({
  content: z.number().int(),
  name: z.string(),
  content_type: z.enum(['quiz', 'assignment', 'homework']),
  section: z.object({ id: z.number().int(), name: z.string() }),
  /** Optional items count towards the GPA once graded, like the others. */
  can_skip: z.boolean(),
  /** graded: counts; awaiting_grading: handed in, marks to come; not_submitted: nothing yet. */
  status: z.enum(GRADED_ITEM_STATUSES),
  /** For a quiz, the attempt that counts (best or last, by its rule). */
  marks: z.number().nullable(),
  max_marks: z.number().int(),
  /** Two decimals; null until graded. */
  percent: z.number().nullable(),
  /** The band of `percent` on `GPA_SCALE`; null until graded. */
  letter: z.string().nullable(),
  grade_points: z.number().nullable(),
  /** The item's maximum marks: a GPA weighs each graded item by it. */
  weight: z.number().int(),
  /** Share of the GPA in percent (two decimals) among graded items; null until graded. */
  weight_percent: z.number().nullable(),
  /** The least percentage that passes; the certificate needs it unless the item is optional. */
  pass_mark_percent: z.number().int(),
  /** Whether `percent` reaches `pass_mark_percent`; null until graded. Apart from `status`. */
  passed: z.boolean().nullable(),
  /** Quizzes: the counted attempt's id, for its review (`PORTAL_PAGES.quizAttempt`); null otherwise. */
  counted_attempt: z.number().int().nullable(),
});
export type TGradedItem = z.infer<typeof ZGradedItem>;
