import {
  JOURNEY_MESSAGES,
  LIVE_MESSAGES,
  type TLiveSession,
  type TListLiveSessionsResponse,
  type TNotificationItem,
} from '@portal/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { institutes } from '../../db/schema';
import { grantAccess, graduate } from '../enrolment/enrolment.service';
import { type Enrolled, enrolledStudent } from '../../test/journey';
import { ORIGIN, clientAddress, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { sendLiveStartingNotices } from './live-notices';
import {
  type NewLiveSession,
  cancelLiveSession,
  scheduleLiveSession,
  setLiveRecording,
} from './live-schedule.service';

// 10:00 in Toronto, the demo institute's time zone
const START = Date.parse('2026-11-24T15:00:00Z');
const MINUTE = 60_000;
const clock = { now: new Date(START) };
const at = (ms: number) => {
  clock.now = new Date(ms);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => clock.now });
});
afterAll(() => t.close());
beforeEach(() => at(START));

const JITSI = 'https://meet.jit.si/MapleRidgeLive';
const base = '/api/v1/live-sessions/';
const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const join = (cookie: string, id: number) =>
  t.app.inject({ method: 'POST', url: `${base}${id}/join/`, headers: { cookie, origin: ORIGIN } });

async function list(cookie: string, query = ''): Promise<TListLiveSessionsResponse> {
  const res = await get(cookie, `${base}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A session starting `inMinutes` after the clock, scheduled as the school does. */
async function schedule(
  program: string,
  title: string,
  inMinutes: number,
  more: Partial<NewLiveSession> = {},
): Promise<number> {
  const done = await scheduleLiveSession(t.ctx, {
    program: { slug: program },
    title,
    start: new Date(clock.now.getTime() + inMinutes * MINUTE).toISOString(),
    durationMinutes: '60',
    meetingUrl: JITSI,
    ...more,
  });
  return done.session.id;
}

async function liveNotifications(cookie: string): Promise<TNotificationItem['notification'][]> {
  const res = await get(cookie, '/api/v1/notifications/?limit=100&notification__type=live_session');
  return (res.json().results as TNotificationItem[]).map((n) => n.notification);
}

async function setLiveSessions(on: boolean) {
  await t.ctx.db.update(institutes).set({ liveSessionEnabled: on });
}

type Course = { id: number; slug: string; cohorts: { id: number; is_free: boolean }[] };

/** A student of the demo's cohort program, in its free cohort or (with access granted) its paid one. */
async function cohortStudent(email: string, free: boolean) {
  const { cookie, me } = await verifiedStudent(t, email);
  const course: Course = (
    await t.app.inject({ method: 'GET', url: '/api/v1/courses/slug/early-childhood-education-assistant/' })
  ).json();
  const cohort = course.cohorts.find((c) => c.is_free === free)!;
  const joined = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/',
    headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
    payload: { course: course.id, cohort: cohort.id, student_email: email },
  });
  expect(joined.statusCode, joined.body).toBe(200);
  if (!free) await grantAccess(t.ctx, me.profile.id, course.slug, '');
  return { cookie, profileId: me.profile.id, cohortId: cohort.id, subscription: joined.json().id as number };
}

describe('the list of live sessions', () => {
  const PROGRAM = 'food-handler-certification';
  let s: Enrolled;
  const ids = { later: 0, soon: 0, next: 0, cancelled: 0 };
  beforeAll(async () => {
    at(START);
    s = await enrolledStudent(t, 'list@example.ca', PROGRAM);
    ids.later = await schedule(PROGRAM, 'Allergens in the kitchen', 3 * 24 * 60);
    ids.soon = await schedule(PROGRAM, 'Safe temperatures', 60);
    ids.next = await schedule(PROGRAM, 'Cleaning and sanitising', 24 * 60);
    ids.cancelled = await schedule(PROGRAM, 'Pest control', 2 * 24 * 60);
    await cancelLiveSession(t.ctx, String(ids.cancelled));
  });

  it('lists what is to come soonest first, with the school’s time zone', async () => {
    const page = await list(s.cookie);
    expect(page.time_zone).toBe('America/Toronto');
    expect(page.results.map((r) => r.id)).toEqual([ids.soon, ids.next, ids.later]);
    expect(page.results[0]).toEqual({
      id: ids.soon,
      title: 'Safe temperatures',
      lang: 'en',
      description: '',
      course: { id: s.course.id, name: 'Food Handler Certification', lang: 'en', slug: PROGRAM },
      subscription_id: s.subscription,
      cohort_id: null,
      cohort_name: null,
      cohort_name_lang: null,
      starts_at: '2026-11-24T16:00:00.000Z',
      ends_at: '2026-11-24T17:00:00.000Z',
      duration_minutes: 60,
      status: 'scheduled',
      provider: 'jitsi',
      can_join: false,
      join_waits: 'too_early',
      recording_url: null,
      attended: false,
    } satisfies TLiveSession);
  });

  it('keeps an ongoing session with the scheduled ones, and moves it to completed at its end', async () => {
    at(START + 90 * MINUTE);
    const ongoing = await list(s.cookie, '?status=ongoing');
    expect(ongoing.results.map((r) => [r.id, r.status, r.can_join])).toEqual([
      [ids.soon, 'ongoing', true],
      [ids.next, 'scheduled', false],
      [ids.later, 'scheduled', false],
    ]);
    at(START + 2 * 60 * MINUTE);
    expect((await list(s.cookie)).results.map((r) => r.id)).toEqual([ids.next, ids.later]);
    at(START + 4 * 24 * 60 * MINUTE);
    const completed = await list(s.cookie, '?status=completed');
    expect(completed.results.map((r) => [r.id, r.status])).toEqual([
      [ids.later, 'completed'],
      [ids.next, 'completed'],
      [ids.soon, 'completed'],
    ]);
    expect((await list(s.cookie)).count).toBe(0);
  });

  it('lists cancelled sessions apart', async () => {
    const cancelled = await list(s.cookie, '?status=cancelled');
    expect(cancelled.results.map((r) => [r.id, r.status, r.can_join])).toEqual([
      [ids.cancelled, 'cancelled', false],
    ]);
  });

  it('pages with links, filters by program, and refuses a status it does not know', async () => {
    const first = await list(s.cookie, '?limit=2');
    expect(first.count).toBe(3);
    expect(first.results).toHaveLength(2);
    expect(first.next).toBe('http://portal.test/api/v1/live-sessions/?limit=2&offset=2');
    const second = await list(s.cookie, '?limit=2&offset=2');
    expect(second.results.map((r) => r.id)).toEqual([ids.later]);
    expect(second.previous).toBe('http://portal.test/api/v1/live-sessions/?limit=2&offset=0');

    expect((await list(s.cookie, `?course=${s.course.id}`)).count).toBe(3);
    expect((await list(s.cookie, `?course=${s.course.id + 1000}`)).count).toBe(0);
    const bad = await get(s.cookie, `${base}?status=scheduled`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: ['Select a valid choice: ongoing, completed or cancelled.'] });
  });

  it('shows nothing of programs the student is not in, or has no access to yet', async () => {
    const other = await enrolledStudent(t, 'other-program@example.ca', 'digital-literacy-essentials');
    expect((await list(other.cookie)).count).toBe(0);
    for (const path of [`${ids.soon}/`, `${ids.soon}/calendar.ics`]) {
      const res = await get(other.cookie, `${base}${path}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ detail: LIVE_MESSAGES.notEnrolled });
    }
    const joined = await join(other.cookie, ids.soon);
    expect(joined.statusCode).toBe(404);

    // subscribed, but the program is not paid for yet
    const { cookie } = await verifiedStudent(t, 'unpaid@example.ca');
    const course = (await t.app.inject({ method: 'GET', url: `/api/v1/courses/slug/${PROGRAM}/` })).json();
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/',
      headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
      payload: { course: course.id, student_email: 'unpaid@example.ca' },
    });
    expect(subscribed.json().status).toBe('unpaid');
    expect((await list(cookie)).count).toBe(0);
    expect((await get(cookie, `${base}${ids.soon}/`)).statusCode).toBe(404);
    expect((await get(cookie, `${base}999999/`)).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: base })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `${base}${ids.soon}/calendar.ics` })).statusCode).toBe(
      401,
    );
  });
});

describe('cohort sessions', () => {
  it('shows a cohort’s sessions to its students only, and the program’s to all', async () => {
    const spring = await cohortStudent('spring@example.ca', true);
    const fall = await cohortStudent('fall@example.ca', false);
    const PROGRAM = 'early-childhood-education-assistant';
    const everyone = await schedule(PROGRAM, 'Welcome to the program', 120);
    const springOnly = await schedule(PROGRAM, 'Spring practicum briefing', 180, {
      cohort: String(spring.cohortId),
    });
    const fallOnly = await schedule(PROGRAM, 'Fall practicum briefing', 240, {
      cohort: String(fall.cohortId),
    });

    expect((await list(spring.cookie)).results.map((r) => [r.id, r.cohort_id])).toEqual([
      [everyone, null],
      [springOnly, spring.cohortId],
    ]);
    expect((await list(fall.cookie)).results.map((r) => r.id)).toEqual([everyone, fallOnly]);
    expect((await get(spring.cookie, `${base}${fallOnly}/`)).statusCode).toBe(404);
    expect((await get(fall.cookie, `${base}${fallOnly}/`)).json()).toMatchObject({
      id: fallOnly,
      subscription_id: fall.subscription,
    });

    // and only the cohort was told
    const springHeard = (await liveNotifications(spring.cookie)).map((n) => n.message);
    expect(springHeard.some((m) => m.includes('Spring practicum briefing'))).toBe(true);
    expect(springHeard.some((m) => m.includes('Fall practicum briefing'))).toBe(false);
    expect((await liveNotifications(fall.cookie)).map((n) => n.message.split('”')[0])).toEqual([
      '“Fall practicum briefing',
      '“Welcome to the program',
    ]);
  });

  it('refuses a cohort of another program', async () => {
    const ece = (
      await t.app.inject({ method: 'GET', url: '/api/v1/courses/slug/early-childhood-education-assistant/' })
    ).json() as Course;
    await expect(
      schedule('food-handler-certification', 'Wrong cohort', 60, { cohort: String(ece.cohorts[0]!.id) }),
    ).rejects.toThrow(`No cohort ${ece.cohorts[0]!.id} in food-handler-certification.`);
  });
});

describe('joining', () => {
  const PROGRAM = 'personal-finance-for-newcomers';

  it('opens 15 minutes before the start and closes at the end', async () => {
    const s = await enrolledStudent(t, 'window@example.ca', PROGRAM);
    const id = await schedule(PROGRAM, 'Budgeting basics', 60);
    const startsAt = START + 60 * MINUTE;
    const refusal = async (ms: number) => {
      at(ms);
      const res = await join(s.cookie, id);
      return res.statusCode === 200 ? null : { status: res.statusCode, body: res.json() };
    };

    expect(await refusal(startsAt - 15 * MINUTE - 1)).toEqual({
      status: 400,
      body: {
        non_field_errors: [LIVE_MESSAGES.tooEarly],
        codes: { non_field_errors: [{ code: 'live.tooEarly', params: { minutes: 15 } }] },
      },
    });
    at(startsAt - 15 * MINUTE);
    expect((await get(s.cookie, `${base}${id}/`)).json()).toMatchObject({
      status: 'scheduled',
      can_join: true,
    });
    expect(await refusal(startsAt - 15 * MINUTE)).toBeNull();
    expect(await refusal(startsAt + 60 * MINUTE - 1)).toBeNull();
    expect(await refusal(startsAt + 60 * MINUTE)).toEqual({
      status: 400,
      body: {
        non_field_errors: [LIVE_MESSAGES.ended],
        codes: { non_field_errors: [{ code: 'live.ended' }] },
      },
    });
    expect((await get(s.cookie, `${base}${id}/`)).json()).toMatchObject({
      status: 'completed',
      can_join: false,
      attended: true,
    });
  });

  it('answers the meeting link, embedded for Jitsi and BigBlueButton, in a new tab otherwise', async () => {
    const s = await enrolledStudent(t, 'providers@example.ca', PROGRAM);
    const links = {
      jitsi: ['https://meet.jit.si/Budgeting', true],
      bigbluebutton: ['https://bbb.mapleridgecollege.ca/rooms/abc-123/join', true],
      external: ['https://us02web.zoom.us/j/123456789', false],
    } as const;
    for (const [provider, [url, embed]] of Object.entries(links)) {
      const id = await schedule(PROGRAM, `Session on ${provider}`, 10, { meetingUrl: url });
      const res = await join(s.cookie, id);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ meeting_url: url, provider, embed });
    }
  });

  it('refuses a cancelled session', async () => {
    const s = await enrolledStudent(t, 'cancelled@example.ca', PROGRAM);
    const id = await schedule(PROGRAM, 'Credit scores', 10);
    await cancelLiveSession(t.ctx, String(id));
    const res = await join(s.cookie, id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: [LIVE_MESSAGES.cancelled],
      codes: { non_field_errors: [{ code: 'live.cancelled' }] },
    });
  });

  it('records attendance once and awards the attendance points once', async () => {
    const s = await enrolledStudent(t, 'attend@example.ca', PROGRAM);
    const id = await schedule(PROGRAM, 'Opening a bank account', 5);
    expect((await join(s.cookie, id)).statusCode).toBe(200);
    expect((await join(s.cookie, id)).statusCode).toBe(200);
    expect((await get(s.cookie, `${base}${id}/`)).json().attended).toBe(true);
    // the points follow the join, as a job
    await t.ctx.jobs.drain();
    const history = (await get(s.cookie, '/api/v1/gamification/history/')).json();
    expect(history.results).toEqual([
      expect.objectContaining({ reason: 'attendance', points: 5, description: 'Opening a bank account' }),
    ]);
    expect((await get(s.cookie, '/api/v1/gamification/points/')).json().points).toBe(5);
  });

  it('lets a view-only graduate see the sessions but not join them', async () => {
    const s = await enrolledStudent(t, 'graduate@example.ca', PROGRAM);
    const id = await schedule(PROGRAM, 'Taxes for newcomers', 5);
    await graduate(t.ctx, s.profileId, PROGRAM, '2027-12-31');
    expect((await get(s.cookie, `${base}${id}/`)).json()).toMatchObject({
      can_join: false,
      join_waits: 'access',
    });
    const res = await join(s.cookie, id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ detail: JOURNEY_MESSAGES.viewOnly });
  });
});

describe('the calendar file', () => {
  it('is a VCALENDAR with the event in UTC, its text escaped', async () => {
    const PROGRAM = 'business-communication';
    const s = await enrolledStudent(t, 'calendar@example.ca', PROGRAM);
    const id = await schedule(PROGRAM, 'Email, memos; and reports', 24 * 60, {
      durationMinutes: '90',
      description: 'Bring a draft.\nWe review it together, line by line.',
    });
    const res = await get(s.cookie, `${base}${id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="live-session-${id}.ics"`);
    const unfolded = res.body.replace(/\r\n /g, '');
    expect(res.body.endsWith('\r\n')).toBe(true);
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const lines = unfolded.split('\r\n');
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Maple Ridge College of Applied Skills//Live sessions//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ]);
    expect(lines).toContain(`UID:live-session-${id}@portal.test`);
    expect(lines).toContain('DTSTAMP:20261124T150000Z');
    expect(lines).toContain('DTSTART:20261125T150000Z');
    expect(lines).toContain('DTEND:20261125T163000Z');
    expect(lines).toContain('SUMMARY:Email\\, memos\\; and reports');
    expect(lines).toContain(
      `DESCRIPTION:Bring a draft.\\nWe review it together\\, line by line.\\n\\nBusiness Communication. Join from the portal: http://portal.test/live-connect/join/${id}`,
    );
    expect(lines).toContain(`URL:http://portal.test/live-connect/join/${id}`);
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', '']);
  });
});

describe('notifications to the students', () => {
  const PROGRAM = 'medical-office-administration';

  it('tells of a session scheduled, cancelled and recorded, with the route to Live Sessions', async () => {
    const s = await enrolledStudent(t, 'news@example.ca', PROGRAM);
    const id = await schedule(PROGRAM, 'Medical terminology review', 24 * 60 + 30, { durationMinutes: '45' });
    const route = { course_slug: PROGRAM, subscription_id: s.subscription };
    expect(await liveNotifications(s.cookie)).toEqual([
      {
        type: 'live_session',
        heading: 'Live session scheduled',
        message:
          '“Medical terminology review” in Medical Office Administration: Wednesday, November 25, 2026 at 10:30 a.m., for 45 minutes.',
        route_params: { status: 'scheduled', ...route },
        payload: {},
      },
    ]);

    await cancelLiveSession(t.ctx, String(id));
    const [cancelled] = await liveNotifications(s.cookie);
    expect(cancelled).toMatchObject({
      heading: 'Live session cancelled',
      route_params: { status: 'cancelled', ...route },
    });

    const recorded = await schedule(PROGRAM, 'Booking appointments', 30);
    at(START + 2 * 60 * MINUTE);
    await setLiveRecording(t.ctx, String(recorded), 'https://videos.mapleridgecollege.ca/booking');
    await setLiveRecording(t.ctx, String(recorded), 'https://videos.mapleridgecollege.ca/booking-v2');
    const headings = (await liveNotifications(s.cookie)).map((n) => n.heading);
    expect(headings.filter((h) => h === 'Recording available')).toHaveLength(1);
    expect((await liveNotifications(s.cookie))[0]).toMatchObject({
      message: 'The recording of “Booking appointments” in Medical Office Administration is ready to watch.',
      route_params: { status: 'completed', ...route },
    });
    expect((await get(s.cookie, `${base}${recorded}/`)).json().recording_url).toBe(
      'https://videos.mapleridgecollege.ca/booking-v2',
    );
  });

  it('tells once that a session is starting, about 15 minutes before', async () => {
    const PROGRAM2 = 'digital-literacy-essentials';
    const ana = await enrolledStudent(t, 'starting-ana@example.ca', PROGRAM2);
    const ben = await enrolledStudent(t, 'starting-ben@example.ca', PROGRAM2);
    await schedule(PROGRAM2, 'Spotting phishing', 60);
    const starting = async (cookie: string) =>
      (await liveNotifications(cookie)).filter((n) => n.heading === 'Live session starting soon');

    at(START + 44 * MINUTE);
    await sendLiveStartingNotices(t.ctx);
    expect(await starting(ana.cookie)).toEqual([]);

    at(START + 46 * MINUTE);
    // two processes at once: each session is claimed by one of them
    await Promise.all([sendLiveStartingNotices(t.ctx), sendLiveStartingNotices(t.ctx)]);
    expect(await sendLiveStartingNotices(t.ctx)).toBe(0);
    at(START + 70 * MINUTE);
    expect(await sendLiveStartingNotices(t.ctx)).toBe(0);
    for (const s of [ana, ben]) {
      expect(await starting(s.cookie)).toEqual([
        {
          type: 'live_session',
          heading: 'Live session starting soon',
          message:
            'Join “Spotting phishing” in Digital Literacy Essentials from Live Sessions: it starts at 11:00 a.m.',
          route_params: { status: 'ongoing', course_slug: PROGRAM2, subscription_id: s.subscription },
          payload: {},
        },
      ]);
    }
  });

  it('does not tell of a session starting when it was scheduled within the notice window', async () => {
    const PROGRAM2 = 'digital-literacy-essentials';
    const s = await enrolledStudent(t, 'late-notice@example.ca', PROGRAM2);
    await schedule(PROGRAM2, 'Strong passphrases', 10);
    expect(await sendLiveStartingNotices(t.ctx)).toBe(0);
    expect((await liveNotifications(s.cookie)).map((n) => n.heading)).toEqual(['Live session scheduled']);
  });
});

describe('with live sessions switched off', () => {
  it('answers 404 with the reason to every call', async () => {
    const PROGRAM = 'digital-literacy-essentials';
    const s = await enrolledStudent(t, 'off@example.ca', PROGRAM);
    const id = await schedule(PROGRAM, 'Backing up your files', 10);
    await setLiveSessions(false);
    try {
      const answers = [
        await get(s.cookie, base),
        await get(s.cookie, `${base}${id}/`),
        await join(s.cookie, id),
        await get(s.cookie, `${base}${id}/calendar.ics`),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ detail: LIVE_MESSAGES.off });
      }
      // nobody hears of sessions they cannot open
      await schedule(PROGRAM, 'Video calls', 120);
      expect((await liveNotifications(s.cookie)).map((n) => n.message)).not.toContainEqual(
        expect.stringContaining('Video calls'),
      );
    } finally {
      await setLiveSessions(true);
    }
    expect((await get(s.cookie, `${base}${id}/`)).statusCode).toBe(200);
  });
});
