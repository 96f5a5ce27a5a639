import { operation } from '../common/operation';
import { ZStaffLiveSession, ZStaffLiveSessionParams } from './staff-live-session';

export const getStaffLiveSession = operation({
  method: 'GET',
  path: '/api/v1/staff/live-sessions/:id/',
  tag: 'staff',
  summary: 'A live session with its program, cohort, times at the school and attendance',
  params: ZStaffLiveSessionParams,
  response: ZStaffLiveSession,
  errors: [401, 403, 404],
  staff: { resource: 'live', action: 'read' },
});
