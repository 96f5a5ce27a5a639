import { z } from 'zod';
import { ZApiErrorParams } from '../common/errors';
import { operation } from '../common/operation';
import { ZAskTutorBody } from './ask-tutor-body';
import { ZTutorConversationParams, ZTutorMessage, ZTutorQuota, ZTutorSource } from './tutor';

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
export const askTutor = operation({
  method: 'POST',
  path: '/api/v1/tutor/conversations/:subscription_id/ask/',
  tag: 'tutor',
  summary:
    'Ask the tutor about the program: the answer streams as server-sent events (question, sources, token…, done, or error)',
  params: ZTutorConversationParams,
  body: ZAskTutorBody,
  errors: [401, 403, 404, 429],
});

export const TUTOR_STREAM_EVENTS = ['question', 'sources', 'token', 'done', 'error'] as const;
export const ZTutorSourcesEvent = z.object({ sources: z.array(ZTutorSource) });
export const ZTutorTokenEvent = z.object({ text: z.string() });
export const ZTutorDoneEvent = z.object({ message: ZTutorMessage, covered: z.boolean(), quota: ZTutorQuota });
export type TTutorDoneEvent = z.infer<typeof ZTutorDoneEvent>;
/** An answer that failed after it started: the English `detail`, and the message by its code as errors give it. */
export const ZTutorErrorEvent = z.object({
  detail: z.string(),
  code: z.string().optional(),
  params: ZApiErrorParams.optional(),
});
export type TTutorErrorEvent = z.infer<typeof ZTutorErrorEvent>;
