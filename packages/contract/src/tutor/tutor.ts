import { z } from 'zod';
import { ZCoded } from '../common/errors';
import { CONTENT_TYPES } from '../enum-values';
import { ZLanguage } from '../enums';

/**
 * One passage of the program an answer drew on, linking to its content item in the course room. The
 * answer cites it as [number]: the sources come numbered 1…n in their order.
 */
export const ZTutorSource = z.object({
  number: z.number().int().positive(),
  content_id: z.number().int(),
  content_name: z.string(),
  content_type: z.enum(CONTENT_TYPES),
  section_id: z.number().int(),
  section_name: z.string(),
  /** The heading of the item's part the passage is (the item's name for the part before its first heading). */
  heading: z.string(),
  /** A short extract of the passage, plain text. */
  excerpt: z.string(),
  /** The language of the passage's names and text: the question's where the item is translated, else the default (ADR 038). */
  lang: ZLanguage,
});
export type TTutorSource = z.infer<typeof ZTutorSource>;

export const ZTutorMessage = z.object({
  id: z.number().int(),
  role: z.enum(['student', 'tutor']),
  text: z.string(),
  /** A refusal by the tutor (a question the program does not cover, say) by its message code. */
  text_code: ZCoded.nullable(),
  /** The tutor's citations; empty for the student's questions and for answers the program does not cover. */
  sources: z.array(ZTutorSource),
  created_at: z.string(),
});
export type TTutorMessage = z.infer<typeof ZTutorMessage>;

export const ZTutorQuota = z.object({
  daily_limit: z.number().int(),
  used_today: z.number().int(),
  remaining: z.number().int(),
});
export type TTutorQuota = z.infer<typeof ZTutorQuota>;

export const ZTutorConversationParams = z.object({ subscription_id: z.coerce.number().int().positive() });
