import { z } from 'zod';
import { operation } from '../common/operation';
import { ZLanguage } from '../enums';
import { GPA_MAX } from './gpa-scale';
import { ZGradedItem } from './graded-item';

export const ZGpaScoreParams = z.object({ id: z.coerce.number().int().positive() });

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

/**
 * The `gpa-score/{slug}/{id}` page (id: the subscription's): every assessed item of the program with
 * its marks, weight and grade points, and the program's GPA. Another student's subscription answers 404.
 */
export const getGpaScore = operation({
  method: 'GET',
  path: '/api/v1/subscriptions/:id/gpa-score/',
  tag: 'grades',
  summary: 'Every assessed item of the program with marks, weight and grade points, and the GPA',
  params: ZGpaScoreParams,
  response: ZGpaScore,
  errors: [401, 403, 404],
});
