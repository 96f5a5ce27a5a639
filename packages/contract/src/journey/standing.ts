import { z } from 'zod';
import { ZContentType } from '../enums';

export const STANDING_STATES = ['incomplete', 'awaiting_grading', 'not_passed', 'passed'] as const;

/** A required graded item that holds the certificate: handed in and not graded, or graded below its pass mark. */
export const ZHeldItem = z.object({
  content: z.number().int(),
  name: z.string(),
  content_type: ZContentType,
  pass_mark_percent: z.number().int(),
  status: z.enum(['awaiting_grading', 'not_passed']),
});
export type THeldItem = z.infer<typeof ZHeldItem>;

/**
 * Where a student stands against the program's completion rule: `incomplete` until every required
 * item is complete, then `awaiting_grading` while a required graded item waits for its marks,
 * `not_passed` when one is below its pass mark, and `passed` when every one reaches it.
 */
export const ZProgramStanding = z.object({
  state: z.enum(STANDING_STATES),
  holding: z.array(ZHeldItem),
});
export type TProgramStanding = z.infer<typeof ZProgramStanding>;
