import type { TListLiveSessionsResponse, TLiveSession } from '@portal/contract';
import { course, institute, listOf } from '../../test/fixtures';
import { jsonResponse, signedIn } from '../../test/mock-api';

export const liveOn = {
  '/api/auth/get-session': signedIn,
  '/api/v1/institute/': listOf([{ ...institute, live_session_enabled: true }]),
};

export const liveOff = {
  '/api/auth/get-session': signedIn,
  '/api/v1/institute/': listOf([{ ...institute, live_session_enabled: false }]),
};

/** 10:00 to 11:00 in Toronto on November 24, 2026, open to join now, on Jitsi. */
export function liveSession(overrides: Partial<TLiveSession> = {}): TLiveSession {
  return {
    id: 51,
    title: 'Safe transfers, live',
    lang: 'en',
    description: 'Bring your questions about lifts.',
    course: { id: course.id, name: course.name, lang: course.lang, slug: course.slug },
    subscription_id: 301,
    cohort_id: null,
    cohort_name: null,
    cohort_name_lang: null,
    starts_at: '2026-11-24T15:00:00.000Z',
    ends_at: '2026-11-24T16:00:00.000Z',
    duration_minutes: 60,
    status: 'scheduled',
    provider: 'jitsi',
    can_join: true,
    join_waits: null,
    recording_url: null,
    attended: false,
    ...overrides,
  };
}

/** The list call's answer for `sessions`, paged as the request asks. */
export function pagedSessions(sessions: TLiveSession[]) {
  return (url: URL) => {
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 20);
    const page: TListLiveSessionsResponse = {
      count: sessions.length,
      next: offset + limit < sessions.length ? `${url.origin}${url.pathname}?offset=${offset + limit}` : null,
      previous: null,
      results: sessions.slice(offset, offset + limit),
      time_zone: 'America/Toronto',
    };
    return jsonResponse(page);
  };
}
