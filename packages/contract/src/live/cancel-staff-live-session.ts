import { operation } from '../common/operation';
import { ZStaffLiveSession, ZStaffLiveSessionParams } from './staff-live-session';

export const cancelStaffLiveSession = operation({
  method: 'POST',
  path: '/api/v1/staff/live-sessions/:id/cancel/',
  tag: 'staff',
  summary: 'Cancel a session that is not over; its students are notified',
  params: ZStaffLiveSessionParams,
  response: ZStaffLiveSession,
  errors: [401, 403, 404, 409],
  staff: { resource: 'live', action: 'update' },
});
