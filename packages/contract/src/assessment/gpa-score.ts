import { z } from 'zod';
import { ZLanguage } from '../enums';
import { GPA_MAX } from './gpa-scale';

/**
 * The `gpa-score/{slug}/{id}` page (id: the subscription's): every assessed item of the program with
 * its marks, weight and grade points, and the program's GPA. Another student's subscription answers 404.
 */
export const getGpaScore = { method: 'GET', path: '/api/v1/subscriptions/:id/gpa-score/' } as const;

export const ZGpaScoreParams = z.object({ id: z.coerce.number().int().positive() });

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
  /** Quizzes: the counted attempt's id, for `assessment/{assessmentId}`; null otherwise. */
  assessment: z.number().int().nullable(),
});
export type TGradedItem = z.infer<typeof ZGradedItem>;

export const ZGpaScore = z.object({
  subscription: z.number().int(),
  course: z.number().int(),
  course_slug: z.string(),
  course_name: z.string(),
  /** The language of `course_name`: the reader's, or the institute's default where untranslated. */
  course_name_lang: ZLanguage,
  /** Whether the program reports a GPA; without it `gpa` is null and the items still show marks. */
  has_gpa: z.boolean(),
  /** The program's GPA on `scale_max` (two decimals): the subscription's `gpa_final_score`. */
  gpa: z.number().nullable(),
  scale_max: z.literal(GPA_MAX),
  /** Marks over maximum marks of the graded items, in percent (two decimals); null before any. */
  overall_percent: z.number().nullable(),
  graded_count: z.number().int(),
  items: z.array(ZGradedItem),
  /** The bands used, highest first: the page may show them as a legend. */
  scale: z.array(z.object({ min_percent: z.number().int(), letter: z.string(), grade_points: z.number() })),
});
export type TGpaScore = z.infer<typeof ZGpaScore>;
