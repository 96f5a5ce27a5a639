import { z } from 'zod';
import { operation } from '../common/operation';
import { ZLanguage } from '../enums';
import { ZTutorConversationParams, ZTutorMessage, ZTutorQuota } from './tutor';

export const ZTutorConversation = z.object({
  subscription_id: z.number().int(),
  /** `name` in the reader's language, `lang` saying which (ADR 049). */
  course: z.object({ id: z.number().int(), name: z.string(), lang: ZLanguage, slug: z.string() }),
  messages: z.array(ZTutorMessage),
  quota: ZTutorQuota,
});
export type TTutorConversation = z.infer<typeof ZTutorConversation>;

/** The student's conversation with the tutor about one of their programs, oldest first. */
export const getTutorConversation = operation({
  method: 'GET',
  path: '/api/v1/tutor/conversations/:subscription_id/',
  tag: 'tutor',
  summary: "The student's conversation with the tutor about one of their programs, and their quota",
  params: ZTutorConversationParams,
  response: ZTutorConversation,
  errors: [401, 403, 404],
});
