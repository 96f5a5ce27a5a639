import { operation } from '../common/operation';
import { ZLiveSessionParams } from './get-live-session';

/** An iCalendar (.ics) file of the session, for the student's calendar. */
export const liveSessionCalendar = operation({
  method: 'GET',
  path: '/api/v1/live-sessions/:id/calendar.ics',
  tag: 'live',
  summary: 'The session as an iCalendar (.ics) file',
  params: ZLiveSessionParams,
  errors: [401, 403, 404],
});
