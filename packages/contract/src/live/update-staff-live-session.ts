import type { z } from 'zod';
import { operation } from '../common/operation';
import { ZLiveSessionTiming, ZStaffLiveSession, ZStaffLiveSessionParams } from './staff-live-session';

/** Only what the member changed; students are told when the time moves. */
export const ZUpdateLiveSession = ZLiveSessionTiming.partial();
export type TUpdateLiveSession = z.input<typeof ZUpdateLiveSession>;

export const updateStaffLiveSession = operation({
  method: 'PATCH',
  path: '/api/v1/staff/live-sessions/:id/',
  tag: 'staff',
  summary: 'Change a session that has not started: its texts, link or time; students are told of a new time',
  params: ZStaffLiveSessionParams,
  body: ZUpdateLiveSession,
  response: ZStaffLiveSession,
  errors: [401, 403, 404, 409],
  staff: { resource: 'live', action: 'update' },
});
