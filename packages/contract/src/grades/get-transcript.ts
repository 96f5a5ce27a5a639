import { z } from 'zod';
import { operation } from '../common/operation';
import { ZLanguage } from '../enums';
import { GPA_MAX } from './gpa-scale';
import { ZGradedItem } from './graded-item';

export const ZTranscriptParams = z.object({ id: z.coerce.number().int().positive() });

export const ZTranscript = z.object({
  subscription: z.number().int(),
  student: z.object({
    first_name: z.string(),
    last_name: z.string(),
    /** The school's student number; '' when none. */
    student_no: z.string(),
  }),
  course: z.number().int(),
  course_slug: z.string(),
  program_name: z.string(),
  /** The language of `program_name`: the reader's (the PDF's), or the institute's default where untranslated. */
  program_name_lang: ZLanguage,
  institute_name: z.string(),
  /** The subscription's status (active, graduated …). */
  status: z.string(),
  enrolled_on: z.string(),
  /** Percent of mandatory items complete. */
  course_completion: z.number().int(),
  /** YYYY-MM-DD once mandatory progress is 100; null while in progress. */
  completed_on: z.string().nullable(),
  has_gpa: z.boolean(),
  gpa: z.number().nullable(),
  scale_max: z.literal(GPA_MAX),
  overall_percent: z.number().nullable(),
  items: z.array(ZGradedItem),
  /** The certificate, when issued and not revoked. */
  certificate: z.object({ id: z.number().int(), verification_code: z.string() }).nullable(),
  /** When this transcript was produced. */
  generated_at: z.string(),
});
export type TTranscript = z.infer<typeof ZTranscript>;

/** The `transcript/{id}` page (id: the subscription's): the transcript's contents as JSON. */
export const getTranscript = operation({
  method: 'GET',
  path: '/api/v1/transcripts/:id/',
  tag: 'grades',
  summary: "The transcript's contents: the student, the program, every assessed item, the GPA",
  params: ZTranscriptParams,
  response: ZTranscript,
  errors: [401, 403, 404],
});
