import type { TLiveStatus } from '@portal/contract';
import type { NewNotification } from '../notifications/notifications.service';

/** What students are told of their program's live sessions (English, as the portal's other events). */

export type SessionNews = {
  title: string;
  program: string;
  courseSlug: string;
  subscriptionId: number;
  startsAt: Date;
  durationMinutes: number;
  timeZone: string;
};

/** Tuesday, November 24, 2026 at 10:00 a.m., at the school. */
export const longWhen = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { dateStyle: 'full', timeStyle: 'short', timeZone }).format(at);
const time = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeStyle: 'short', timeZone }).format(at);

// the bell opens Live Sessions on the tab of this status
const routeTo = (s: SessionNews, status: TLiveStatus) => ({
  status,
  course_slug: s.courseSlug,
  subscription_id: s.subscriptionId,
});

export const LIVE_NOTIFICATIONS = {
  scheduled: (s: SessionNews): NewNotification => ({
    type: 'live_session',
    heading: 'Live session scheduled',
    message: `“${s.title}” in ${s.program}: ${longWhen(s.startsAt, s.timeZone)}, for ${s.durationMinutes} minutes.`,
    route_params: routeTo(s, 'scheduled'),
  }),
  cancelled: (s: SessionNews): NewNotification => ({
    type: 'live_session',
    heading: 'Live session cancelled',
    message: `“${s.title}” in ${s.program} on ${longWhen(s.startsAt, s.timeZone)} is cancelled.`,
    route_params: routeTo(s, 'cancelled'),
  }),
  recording: (s: SessionNews): NewNotification => ({
    type: 'live_session',
    heading: 'Recording available',
    message: `The recording of “${s.title}” in ${s.program} is ready to watch.`,
    route_params: routeTo(s, 'completed'),
  }),
  starting: (s: SessionNews, now: Date): NewNotification => ({
    type: 'live_session',
    heading: 'Live session starting soon',
    message: `Join “${s.title}” in ${s.program} from Live Sessions: it ${now < s.startsAt ? 'starts' : 'started'} at ${time(s.startsAt, s.timeZone)}`,
    route_params: routeTo(s, 'ongoing'),
  }),
} as const;
