import { z } from 'zod';
import { operation } from '../common/operation';
import { ZLiveSessionTiming, ZStaffLiveSession } from './staff-live-session';

export const ZScheduleLiveSession = ZLiveSessionTiming.extend({
  description: ZLiveSessionTiming.shape.description.default(''),
  program: z.number().int().positive(),
  /** One cohort's students only; none for the whole program. */
  cohort: z.number().int().positive().nullable().default(null),
});
export type TScheduleLiveSession = z.input<typeof ZScheduleLiveSession>;

export const scheduleStaffLiveSession = operation({
  method: 'POST',
  path: '/api/v1/staff/live-sessions/',
  tag: 'staff',
  summary: 'Schedule a live session of a program or one of its cohorts; its students are notified',
  body: ZScheduleLiveSession,
  response: ZStaffLiveSession,
  status: 201,
  errors: [401, 403, 404],
  staff: { resource: 'live', action: 'update' },
});
