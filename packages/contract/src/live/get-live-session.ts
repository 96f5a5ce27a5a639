import { z } from 'zod';
import { operation } from '../common/operation';
import { ZLiveSession } from './live-session';

export const ZLiveSessionParams = z.object({ id: z.coerce.number().int().positive() });

/** One session of the student's; another student's program answers 404. */
export const getLiveSession = operation({
  method: 'GET',
  path: '/api/v1/live-sessions/:id/',
  tag: 'live',
  summary: 'One of the student’s live sessions',
  params: ZLiveSessionParams,
  response: ZLiveSession,
  errors: [401, 403, 404],
});
