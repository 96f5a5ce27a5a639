import { z } from 'zod';
import { listOf } from '../common/list';
import { operation } from '../common/operation';
import { ZLiveSession } from './live-session';

export const ZListLiveSessionsQuery = z.object({
  status: z
    .enum(['ongoing', 'completed', 'cancelled'], {
      error: 'Select a valid choice: ongoing, completed or cancelled.',
    })
    .default('ongoing'),
  course: z.coerce.number().int().positive().optional(),
  offset: z.coerce.number().int().min(0, 'Ensure this value is greater than or equal to 0.').default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TListLiveSessionsQuery = z.input<typeof ZListLiveSessionsQuery>;
export const ZListLiveSessionsResponse = listOf(ZLiveSession).extend({
  /** The institute's time zone, in which times are shown. */
  time_zone: z.string(),
});
export type TListLiveSessionsResponse = z.infer<typeof ZListLiveSessionsResponse>;

/**
 * The student's sessions. The status filter follows the spec: `ongoing` lists scheduled and ongoing
 * sessions together (soonest first); `completed` and `cancelled` list those (latest first).
 */
export const listLiveSessions = operation({
  method: 'GET',
  path: '/api/v1/live-sessions/',
  tag: 'live',
  summary:
    "The student's live sessions: ongoing (scheduled and ongoing, soonest first), completed or cancelled (latest first)",
  query: ZListLiveSessionsQuery,
  response: ZListLiveSessionsResponse,
  errors: [401, 403, 404],
});
