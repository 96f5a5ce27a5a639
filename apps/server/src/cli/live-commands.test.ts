import type { TListLiveSessionsResponse, TNotificationItem } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolledStudent } from '../test/journey';
import { type TestApp, createTestApp } from '../test/test-app';
import { runPortal } from './run-portal';

const PROGRAM = 'digital-literacy-essentials';
// 10:00 in Toronto, the demo institute's time zone
const clock = { now: new Date('2026-11-24T15:00:00Z') };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => clock.now });
});
afterAll(() => t.close());

function capture() {
  const lines = { log: [] as string[], error: [] as string[] };
  return { lines, out: { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) } };
}

/** Runs a command in the test portal's own context, as a forwarded operator command does. */
function operator() {
  const { lines, out } = capture();
  const source = { open: async () => t.ctx, release: async () => {} };
  const portal = (...args: string[]) => runPortal(args, out, process.env, process.cwd(), source);
  return { lines, portal };
}

const row = (...cells: (string | number)[]) => cells.join('\t');

describe('portal schedule-live and portal live', () => {
  it('schedules, lists, cancels and adds a recording; the students are told', async () => {
    const s = await enrolledStudent(t, 'live-cli@example.ca', PROGRAM);
    const { lines, portal } = operator();

    expect(
      await portal(
        'schedule-live',
        PROGRAM,
        'Phishing, scams; and you',
        '2026-11-26 14:30',
        '45',
        'https://meet.jit.si/Phishing',
        '--description',
        'Bring your questions.',
      ),
    ).toBe(0);
    expect(lines.error).toEqual([]);
    const scheduled = /^Scheduled live session (\d+) /.exec(lines.log.at(-1)!);
    const phishing = Number(scheduled?.[1]);
    expect(lines.log.at(-1)).toBe(
      `Scheduled live session ${phishing} “Phishing, scams; and you” for ${PROGRAM}: Nov 26, 2026, 2:30 p.m. (America/Toronto), 45 minutes; 1 student(s) notified.`,
    );
    expect(
      await portal(
        'schedule-live',
        PROGRAM,
        'Passwords',
        '2026-11-24T16:00:00Z',
        '60',
        'https://zoom.us/j/1',
      ),
    ).toBe(0);
    const passwords = phishing + 1;

    expect(await portal('live', 'list', '--program', PROGRAM)).toBe(0);
    expect(lines.log.slice(-4)).toEqual([
      row(
        'id',
        'program',
        'cohort',
        'title',
        'starts (America/Toronto)',
        'ends',
        'status',
        'provider',
        'recording',
      ),
      row(passwords, PROGRAM, '-', 'Passwords', '2026-11-24 11:00', '12:00', 'scheduled', 'external', '-'),
      row(
        phishing,
        PROGRAM,
        '-',
        'Phishing, scams; and you',
        '2026-11-26 14:30',
        '15:15',
        'scheduled',
        'jitsi',
        '-',
      ),
      '2 live session(s).',
    ]);

    expect(await portal('live', 'recording', String(passwords), 'https://videos.example.ca/passwords')).toBe(
      1,
    );
    expect(lines.error.at(-1)).toBe(`Live session ${passwords} has not started yet.`);
    expect(await portal('live', 'cancel', String(phishing))).toBe(0);
    expect(lines.log.at(-1)).toBe(
      `Cancelled live session ${phishing} “Phishing, scams; and you”; 1 student(s) notified.`,
    );
    expect(await portal('live', 'cancel', String(phishing))).toBe(1);
    expect(lines.error.at(-1)).toBe(`Live session ${phishing} is already cancelled.`);

    clock.now = new Date('2026-11-24T17:00:00Z');
    expect(await portal('live', 'cancel', String(passwords))).toBe(1);
    expect(lines.error.at(-1)).toBe(`Live session ${passwords} has already ended.`);
    expect(await portal('live', 'recording', String(passwords), 'https://videos.example.ca/passwords')).toBe(
      0,
    );
    expect(lines.log.at(-1)).toBe(
      `Added the recording of live session ${passwords} “Passwords”; 1 student(s) notified.`,
    );
    expect(
      await portal('live', 'recording', String(passwords), 'https://videos.example.ca/passwords-2'),
    ).toBe(0);
    expect(lines.log.at(-1)).toBe(`Replaced the recording of live session ${passwords} “Passwords”.`);

    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: s.cookie } });
    const cancelled: TListLiveSessionsResponse = (
      await get('/api/v1/live-sessions/?status=cancelled')
    ).json();
    expect(cancelled.results.map((r) => [r.id, r.description])).toEqual([
      [phishing, 'Bring your questions.'],
    ]);
    const completed: TListLiveSessionsResponse = (
      await get('/api/v1/live-sessions/?status=completed')
    ).json();
    expect(completed.results.map((r) => [r.id, r.recording_url])).toEqual([
      [passwords, 'https://videos.example.ca/passwords-2'],
    ]);
    const news = (await get('/api/v1/notifications/?notification__type=live_session')).json()
      .results as TNotificationItem[];
    expect(news.map((n) => n.notification.heading)).toEqual([
      'Recording available',
      'Live session cancelled',
      'Live session scheduled',
      'Live session scheduled',
    ]);
  });

  it('refuses bad input with what is expected', async () => {
    clock.now = new Date('2026-11-24T15:00:00Z');
    const { lines, portal } = operator();
    const jitsi = 'https://meet.jit.si/Room';
    const startError =
      'start: a date and time such as 2026-11-24 14:00 (at the school, America/Toronto) or 2026-11-24T19:00:00Z';
    const durationError = 'duration-minutes: a whole number of minutes from 1 to 1440';
    const schedule = (start: string, duration: string, url: string, ...more: string[]) => [
      'schedule-live',
      PROGRAM,
      'A session',
      start,
      duration,
      url,
      ...more,
    ];
    const cases: [string[], string][] = [
      [schedule('tomorrow', '45', jitsi), startError],
      [schedule('2026-02-30 10:00', '45', jitsi), startError],
      [schedule('2026-12-01 24:00', '45', jitsi), startError],
      [schedule('2026-11-24 09:59', '45', jitsi), 'start: the start must be in the future'],
      [schedule('2026-11-25 10:00', 'ninety', jitsi), durationError],
      [schedule('2026-11-25 10:00', '0', jitsi), durationError],
      [schedule('2026-11-25 10:00', '1441', jitsi), durationError],
      [schedule('2026-11-25 10:00', '45', 'http://meet.jit.si/Room'), 'meeting-url: a full https:// link'],
      [schedule('2026-11-25 10:00', '45', 'meet.jit.si/Room'), 'meeting-url: a full https:// link'],
      [schedule('2026-11-25 10:00', '45', jitsi, '--cohort', '999999'), `No cohort 999999 in ${PROGRAM}.`],
      [['schedule-live', 'nope', 'A session', '2026-11-25 10:00', '45', jitsi], "No program 'nope'."],
      [['live', 'cancel', 'abc'], 'id: a live session id such as 12'],
      [['live', 'cancel', '999999'], 'No live session 999999.'],
      [['live', 'recording', '999999', 'https://videos.example.ca/x'], 'No live session 999999.'],
      [['live', 'list', '--program', 'nope'], "No program 'nope'."],
    ];
    for (const [args, message] of cases) {
      expect(await portal(...args), args.join(' ')).toBe(1);
      expect(lines.error.at(-1)).toBe(message);
    }
    expect(await portal('schedule-live', PROGRAM, 'A session')).not.toBe(0);
    expect(lines.error.at(-1)).toContain("missing required argument 'start'");
  });
});
