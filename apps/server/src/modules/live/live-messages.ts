import type { TLiveStatus } from '@portal/contract';
import type { Names } from '../../lib/names';
import { portalNotification } from '../notifications/notification-texts';

/** What students are told of their program's live sessions (texts in notification-texts.ts). */

export type SessionNews = {
  title: string;
  program: Names;
  courseSlug: string;
  subscriptionId: number;
  startsAt: Date;
  durationMinutes: number;
  timeZone: string;
};

// the bell opens Live Sessions on the tab of this status
const routeTo = (s: SessionNews, status: TLiveStatus) => ({
  status,
  course_slug: s.courseSlug,
  subscription_id: s.subscriptionId,
});

const session = (s: SessionNews) => ({
  title: s.title,
  program: s.program,
  startsAt: s.startsAt.toISOString(),
  timeZone: s.timeZone,
});

export const LIVE_NOTIFICATIONS = {
  scheduled: (s: SessionNews) =>
    portalNotification(
      { key: 'liveScheduled', params: { ...session(s), minutes: s.durationMinutes } },
      { type: 'live_session', route_params: routeTo(s, 'scheduled') },
    ),
  cancelled: (s: SessionNews) =>
    portalNotification(
      { key: 'liveCancelled', params: session(s) },
      { type: 'live_session', route_params: routeTo(s, 'cancelled') },
    ),
  moved: (s: SessionNews) =>
    portalNotification(
      { key: 'liveMoved', params: { ...session(s), minutes: s.durationMinutes } },
      { type: 'live_session', route_params: routeTo(s, 'scheduled') },
    ),
  recording: (s: SessionNews) =>
    portalNotification(
      { key: 'liveRecording', params: { title: s.title, program: s.program } },
      { type: 'live_session', route_params: routeTo(s, 'completed') },
    ),
  starting: (s: SessionNews, now: Date) =>
    portalNotification(
      { key: 'liveStarting', params: { ...session(s), started: now >= s.startsAt } },
      { type: 'live_session', route_params: routeTo(s, 'ongoing') },
    ),
} as const;
