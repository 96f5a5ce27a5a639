import { z } from 'zod';
import { operation } from '../common/operation';
import { ZLiveSessionParams } from './get-live-session';
import { LIVE_PROVIDERS } from './live-session';

export const ZJoinLiveSessionResponse = z.object({
  meeting_url: z.string(),
  provider: z.enum(LIVE_PROVIDERS),
  /** Shown in the page (Jitsi, BigBlueButton) rather than in a new tab. */
  embed: z.boolean(),
});
export type TJoinLiveSessionResponse = z.infer<typeof ZJoinLiveSessionResponse>;

/** Records the student's attendance and gives the meeting link; refused when cancelled, ended or too early. */
export const joinLiveSession = operation({
  method: 'POST',
  path: '/api/v1/live-sessions/:id/join/',
  tag: 'live',
  summary: 'Records the student’s attendance and answers the meeting link',
  params: ZLiveSessionParams,
  response: ZJoinLiveSessionResponse,
  errors: [401, 403, 404],
});
