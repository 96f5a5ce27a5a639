import { z } from 'zod';
import { PRACTICE_ENTRY_STATUSES } from '../journey/practice-entries';

/**
 * An entry of a student's practice log as the school reviews it: whose it is, the item and its count,
 * what the student wrote and sent, and the review once given.
 */
export const ZPracticeEntryReview = z.object({
  id: z.number().int(),
  state: z.enum(PRACTICE_ENTRY_STATUSES),
  student: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  program: z.object({ id: z.number().int(), name: z.string() }),
  item: z.object({ id: z.number().int(), name: z.string() }),
  /** The day practised, YYYY-MM-DD in the school's calendar. */
  date: z.string(),
  duration_minutes: z.number().int(),
  note: z.string(),
  file: z
    .object({ name: z.string(), content_type: z.string(), size: z.number().int(), preview_url: z.string() })
    .nullable(),
  remarks: z.string(),
  /** The entries and attendances counted toward the item so far, and how many it needs. */
  recorded_count: z.number().int(),
  required_count: z.number().int(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type TPracticeEntryReview = z.infer<typeof ZPracticeEntryReview>;

export const ZPracticeEntryReviewParams = z.object({ id: z.coerce.number().int().positive() });
