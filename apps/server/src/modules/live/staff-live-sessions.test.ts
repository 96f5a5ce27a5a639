import type { TNotificationItem, TStaffLiveSession } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditEntries, courses } from '../../db/schema';
import { type Enrolled, enrolledStudent } from '../../test/journey';
import { liveSessionOf } from '../../test/live';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';

const PROGRAM = 'digital-literacy-essentials';
const OTHER_PROGRAM = 'food-handler-certification';
// 10:00 in Toronto, the demo institute's time zone
const START = Date.parse('2026-11-24T15:00:00Z');
const clock = { now: new Date(START) };

let t: TestApp;
let other: TestApp;
let instructor: StaffClient;
let admin: StaffClient;
let student: Enrolled;
let program: number;
beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => clock.now });
  other = await secondInstance(t);
  program = (await t.ctx.db.select().from(courses).where(eq(courses.slug, PROGRAM)))[0]!.id;
  instructor = await staffMember(t, 'instructor', { programs: [program] });
  admin = await staffMember(t, 'admin');
  student = await enrolledStudent(t, 'live-console@example.ca', PROGRAM);
}, 120_000);
afterAll(async () => {
  await other.close();
  await t.close();
});
beforeEach(() => {
  clock.now = new Date(START);
});

const base = '/api/v1/staff/live-sessions/';
const send = (member: StaffClient, method: 'POST' | 'PATCH' | 'PUT', url: string, payload = {}, app = t) =>
  app.app.inject({ method, url, headers: { cookie: member.cookie, origin: ORIGIN }, payload });
const get = (member: StaffClient, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
const WORKSHOP = {
  title: 'Safer passwords',
  description: 'Bring your phone.',
  start: '2026-12-01T18:30',
  duration_minutes: 45,
  meeting_url: 'https://meet.jit.si/MapleRidgePasswords',
};

async function headings(): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/notifications/?limit=100&notification__type=live_session',
    headers: { cookie: student.cookie },
  });
  return (res.json().results as TNotificationItem[]).map((n) => n.notification.heading);
}

describe('live sessions in the console', () => {
  it('an instructor schedules one of their program at the school’s time; its students are told, and the log says who', async () => {
    const res = await send(instructor, 'POST', base, { ...WORKSHOP, program });
    expect(res.statusCode, res.body).toBe(201);
    const session = res.json() as TStaffLiveSession;
    expect(session).toMatchObject({
      title: 'Safer passwords',
      program: { id: program },
      cohort: null,
      // 18:30 in Toronto in December is 23:30 UTC
      starts_at: '2026-12-01T23:30:00.000Z',
      start: '2026-12-01T18:30',
      time_zone: 'America/Toronto',
      status: 'scheduled',
      provider: 'jitsi',
      attendance: 0,
    });
    expect(await headings()).toContain('Live session scheduled');
    const [entry] = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.action, 'live_session.schedule'), eq(auditEntries.entityId, String(session.id))),
      );
    expect(entry).toMatchObject({ actorEmail: instructor.email, actorRole: 'instructor' });

    const listed = await get(instructor, `${base}?search=passwords`);
    expect(listed.json().results.map((s: TStaffLiveSession) => s.id)).toEqual([session.id]);
  });

  it('refuses a start gone by, a plain-http link or no length, each under its field, and schedules nothing', async () => {
    const refusals = await Promise.all([
      send(admin, 'POST', base, { ...WORKSHOP, program, start: '2026-11-20T10:00' }),
      send(admin, 'POST', base, { ...WORKSHOP, program, meeting_url: 'http://meet.jit.si/Room' }),
      send(admin, 'POST', base, { ...WORKSHOP, program, duration_minutes: 0 }),
      send(admin, 'POST', base, { ...WORKSHOP, program, start: '2026-02-30T10:00' }),
    ]);
    expect(refusals.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect(refusals[0]!.json().start).toEqual(['the start must be in the future']);
    expect(refusals[1]!.json().meeting_url).toEqual(['a full https:// link']);
    expect(refusals[2]!.json().duration_minutes).toEqual(['a whole number of minutes from 1 to 1440']);
    expect(refusals[3]!.json().start[0]).toMatch(/^a date and time such as 2026-11-24 14:00/);
    const all = await get(admin, `${base}?search=${encodeURIComponent(WORKSHOP.title)}`);
    expect(all.json().count).toBe(1);
  });

  it('keeps an instructor to their programs: another program’s sessions are neither listed nor found nor scheduled', async () => {
    const elsewhere = await liveSessionOf(t, OTHER_PROGRAM, 24 * 60);
    const others = (await t.ctx.db.select().from(courses).where(eq(courses.slug, OTHER_PROGRAM)))[0]!.id;
    expect((await get(instructor, `${base}${elsewhere}/`)).statusCode).toBe(404);
    expect((await send(instructor, 'POST', `${base}${elsewhere}/cancel/`)).statusCode).toBe(404);
    expect((await send(instructor, 'POST', base, { ...WORKSHOP, program: others })).statusCode).toBe(404);
    const listed = (await get(instructor, base)).json().results as TStaffLiveSession[];
    expect(listed.every((s) => s.program.id === program)).toBe(true);
    expect((await get(admin, `${base}${elsewhere}/`)).statusCode).toBe(200);
  });

  it('moves a session: its students are told the new time; a new title alone tells nobody; one under way stays', async () => {
    const id = await liveSessionOf(t, PROGRAM, 3 * 24 * 60);
    const before = (await headings()).length;
    const retitled = await send(instructor, 'PATCH', `${base}${id}/`, { title: 'Spotting scams' });
    expect(retitled.statusCode, retitled.body).toBe(200);
    expect(await headings()).toHaveLength(before);
    const moved = await send(instructor, 'PATCH', `${base}${id}/`, { start: '2026-11-30T09:15' });
    expect(moved.json()).toMatchObject({ title: 'Spotting scams', start: '2026-11-30T09:15' });
    expect((await headings())[0]).toBe('Live session moved');

    const started = await liveSessionOf(t, PROGRAM, -10);
    const refused = await send(instructor, 'PATCH', `${base}${started}/`, { title: 'Too late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('This live session has started: it can no longer be changed.');
  });

  it('adds a recording to a session under way, not to one to come', async () => {
    const started = await liveSessionOf(t, PROGRAM, -30);
    const soon = await liveSessionOf(t, PROGRAM, 60);
    const url = 'https://videos.mapleridgecollege.ca/scams';
    expect(
      (await send(instructor, 'PUT', `${base}${soon}/recording/`, { recording_url: url })).statusCode,
    ).toBe(409);
    const added = await send(instructor, 'PUT', `${base}${started}/recording/`, { recording_url: url });
    expect(added.json()).toMatchObject({ status: 'ongoing', recording_url: url });
    expect((await headings())[0]).toBe('Recording available');
  });

  it('cancels once when two members cancel at once through two processes, and tells the students once', async () => {
    const id = await liveSessionOf(t, PROGRAM, 2 * 24 * 60);
    const before = (await headings()).filter((h) => h === 'Live session cancelled').length;
    const answers = await Promise.all([
      send(instructor, 'POST', `${base}${id}/cancel/`, {}, t),
      send(admin, 'POST', `${base}${id}/cancel/`, {}, other),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await headings()).filter((h) => h === 'Live session cancelled')).toHaveLength(before + 1);
    const cancels = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'live_session.cancel'), eq(auditEntries.entityId, String(id))));
    expect(cancels).toHaveLength(1);
  });
});
