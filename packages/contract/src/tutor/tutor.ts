import { z } from 'zod';
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

/** The student's conversation with the tutor about one of their programs, oldest first. */
export const getTutorConversation = {
  method: 'GET',
  path: '/api/v1/tutor/conversations/:subscription_id/',
} as const;
export const ZTutorConversation = z.object({
  subscription_id: z.number().int(),
  /** `name` in the reader's language, `lang` saying which (ADR 049). */
  course: z.object({ id: z.number().int(), name: z.string(), lang: ZLanguage, slug: z.string() }),
  messages: z.array(ZTutorMessage),
  quota: ZTutorQuota,
});
export type TTutorConversation = z.infer<typeof ZTutorConversation>;

/** Clears the conversation (204). */
export const clearTutorConversation = {
  method: 'DELETE',
  path: '/api/v1/tutor/conversations/:subscription_id/',
} as const;

/**
 * Asks a question. Refusals before any answer (a bad question 400 with field errors, the quota or the
 * rate limit 429, tutor off or another student's subscription 404) answer JSON as every call does.
 * Otherwise the answer is a stream of server-sent events:
 * - `question`: the stored question (TTutorMessage);
 * - `sources`: { sources } the passages the answer draws on, before any text;
 * - `token`: { text } the next piece of the answer;
 * - `done`: { message, covered, quota } the stored answer, whether the program covers the question;
 * - `error`: { detail } when the answer failed after it started (the question is kept, nothing counted).
 */
export const askTutor = {
  method: 'POST',
  path: '/api/v1/tutor/conversations/:subscription_id/ask/',
} as const;

export const TUTOR_STREAM_EVENTS = ['question', 'sources', 'token', 'done', 'error'] as const;
export const ZTutorSourcesEvent = z.object({ sources: z.array(ZTutorSource) });
export const ZTutorTokenEvent = z.object({ text: z.string() });
export const ZTutorDoneEvent = z.object({ message: ZTutorMessage, covered: z.boolean(), quota: ZTutorQuota });
export type TTutorDoneEvent = z.infer<typeof ZTutorDoneEvent>;
export const ZTutorErrorEvent = z.object({ detail: z.string() });
