import { z } from 'zod';
import { operation } from '../common/operation';
import { ZTutorConversationParams, ZTutorMessage, ZTutorQuota } from './tutor';

export const ZTutorConversation = z.object({
  subscription_id: z.number().int(),
  course: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
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
