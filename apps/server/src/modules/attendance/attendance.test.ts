import type {
  TListPracticeEntryReviewsResponse,
  TListStudentAttendanceResponse,
  TPracticeEntryReview,
} from '@portal/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema';
import { contentOf, enrolledStudent, itemByName, itemsOf } from '../../test/journey';
import { PRACTICE_PROGRAM, addPracticeEntry } from '../../test/practice';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';
import { SAMPLE } from '../../test/uploads';

const FOOD = 'food-handler-certification';

let t: TestApp;
let other: TestApp;
let instructor: StaffClient;
let colleague: StaffClient;
let outsider: StaffClient;
let registrar: StaffClient;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  other = await secondInstance(t);
  const course = (
    await t.app.inject({ method: 'GET', url: `/api/v1/courses/slug/${PRACTICE_PROGRAM}/` })
  ).json();
  const food = (await t.app.inject({ method: 'GET', url: `/api/v1/courses/slug/${FOOD}/` })).json();
  instructor = await staffMember(t, 'instructor', { programs: [course.id] });
  colleague = await staffMember(t, 'instructor', { programs: [course.id] });
  // teaches another program only
  outsider = await staffMember(t, 'instructor', { programs: [food.id] });
  registrar = await staffMember(t, 'registrar');
}, 120_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

const get = (member: StaffClient, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
const review = (member: StaffClient, id: number, payload: object, app = t) =>
  app.app.inject({
    method: 'POST',
    url: `/api/v1/staff/practice-entries/${id}/review/`,
    headers: { cookie: member.cookie, origin: ORIGIN },
    payload,
  });
const auditOf = (id: number) =>
  t.ctx.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, 'practice_entry'), eq(auditEntries.entityId, String(id))));

describe('the practice logs to review', () => {
  it('lists pending entries with their file, and approves one: it counts and the student is told', async () => {
    const { s, log, id } = await addPracticeEntry(t, 'paula.practice@example.ca');
    const queue: TListPracticeEntryReviewsResponse = (
      await get(instructor, '/api/v1/staff/practice-entries/?search=paula.practice')
    ).json();
    expect(queue.count).toBe(1);
    const entry = queue.results[0]!;
    expect(entry).toMatchObject({
      id,
      state: 'pending',
      student: { id: s.profileId, email: 'paula.practice@example.ca' },
      program: { id: s.course.id },
      item: { id: log, name: 'Practice task log' },
      duration_minutes: 40,
      note: 'Sorted my downloads into folders.',
      file: { name: 'screenshot.png', content_type: 'image/png' },
      remarks: '',
      recorded_count: 0,
      required_count: 10,
      reviewed_at: null,
    });
    const file = await get(instructor, entry.file!.preview_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^inline;/);
    expect(file.rawPayload.equals(SAMPLE.png)).toBe(true);

    const approved = await review(instructor, id, { decision: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'approved', recorded_count: 1 });
    expect(approved.json().reviewed_at).not.toBeNull();
    expect((await contentOf(t, s, log)).quota.recorded_count).toBe(1);
    const notes = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/?offset=0&limit=1',
      headers: { cookie: s.cookie },
    });
    expect(notes.json().results[0].notification.heading).toBe('Practice entry approved');

    // out of the queue, in the approved entries and on the student's page
    expect(
      (await get(instructor, '/api/v1/staff/practice-entries/?search=paula.practice')).json().count,
    ).toBe(0);
    const done: TListPracticeEntryReviewsResponse = (
      await get(instructor, `/api/v1/staff/practice-entries/?state=approved&student=${s.profileId}`)
    ).json();
    expect(done.results.map((e) => e.id)).toEqual([id]);
    expect(
      (await get(instructor, `/api/v1/staff/practice-entries/?student=${s.profileId}`)).json().count,
    ).toBe(1);

    // reviewed once: a second decision answers 409
    const again = await review(instructor, id, { decision: 'refused', remarks: 'Too late.' });
    expect(again.statusCode).toBe(409);
    expect((await auditOf(id)).map((a) => [a.action, a.actorEmail, a.actorRole])).toEqual([
      ['practice_entry.approve', instructor.email, 'instructor'],
    ]);
  });

  it('refuses an entry only with remarks the student reads; it does not count', async () => {
    const { s, log, id } = await addPracticeEntry(t, 'rafael.practice@example.ca');
    const bare = await review(instructor, id, { decision: 'refused', remarks: '  ' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().remarks).toEqual(['Say why the entry is refused: the student reads it.']);
    const refused = await review(instructor, id, { decision: 'refused', remarks: 'Say which folders.' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({
      state: 'refused',
      remarks: 'Say which folders.',
      recorded_count: 0,
    });
    expect((await contentOf(t, s, log)).quota.recorded_count).toBe(0);
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({
      action: 'practice_entry.refuse',
      before: { status: 'pending', remarks: '' },
      after: { status: 'refused', remarks: 'Say which folders.' },
    });
  });

  it('keeps an instructor to the programs they teach; a registrar reads but does not review', async () => {
    const { id } = await addPracticeEntry(t, 'ivan.practice@example.ca');
    expect((await get(outsider, '/api/v1/staff/practice-entries/?search=ivan.practice')).json().count).toBe(
      0,
    );
    expect((await get(outsider, `/api/v1/staff/practice-entries/${id}/`)).statusCode).toBe(404);
    expect((await get(outsider, `/api/v1/staff/practice-entries/${id}/file/`)).statusCode).toBe(404);
    expect((await review(outsider, id, { decision: 'approved' })).statusCode).toBe(404);
    expect((await get(registrar, `/api/v1/staff/practice-entries/${id}/`)).statusCode).toBe(200);
    expect((await review(registrar, id, { decision: 'approved' })).statusCode).toBe(403);
    expect((await get(instructor, '/api/v1/staff/practice-entries/999999/')).statusCode).toBe(404);
    expect((await auditOf(id)).length).toBe(0);
  });

  it('takes one of two decisions given at once through two processes: the other answers 409', async () => {
    const { s, log, id } = await addPracticeEntry(t, 'jade.practice@example.ca');
    const answers = await Promise.all([
      review(instructor, id, { decision: 'approved' }),
      review(colleague, id, { decision: 'refused', remarks: 'Add a photo of the folders.' }, other),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [row] = await t.ctx.db
      .select({ n: count() })
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'practice_entry'), eq(auditEntries.entityId, String(id))));
    expect(row!.n).toBe(1);
    const winner = answers.find((a) => a.statusCode === 200)!.json() as TPracticeEntryReview;
    expect((await contentOf(t, s, log)).quota.recorded_count).toBe(winner.state === 'approved' ? 1 : 0);
  });
});

describe("a student's attendance", () => {
  const record = (member: StaffClient, student: number, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/staff/students/${student}/attendance/`,
      headers: { cookie: member.cookie, origin: ORIGIN },
      payload,
    });

  it('lists the quota items of their programs and records attendances: the student is told, the log says who', async () => {
    const s = await enrolledStudent(t, 'alma.attendance@example.ca', PRACTICE_PROGRAM);
    const labs = await itemByName(t, s, 'Drop-in computer labs');
    const listed: TListStudentAttendanceResponse = (
      await get(instructor, `/api/v1/staff/students/${s.profileId}/attendance/`)
    ).json();
    expect(listed.results.map((line) => [line.item.name, line.item.kind, line.required_count])).toEqual([
      ['Drop-in computer labs', 'in_class_quota', 3],
      ['Practice task log', 'quota', 10],
    ]);
    expect(listed.results[0]).toMatchObject({
      program: { id: s.course.id, subscription_id: s.subscription },
      recorded_count: 0,
      is_completed: false,
    });

    const first = await record(instructor, s.profileId, { content: labs.id, count: 2 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ item: { id: labs.id }, recorded_count: 2, is_completed: false });
    const second = await record(instructor, s.profileId, { content: labs.id, count: 1 });
    expect(second.json()).toMatchObject({ recorded_count: 3, is_completed: true });
    expect(await contentOf(t, s, labs.id)).toMatchObject({
      is_completed: true,
      quota: { recorded_count: 3, required_count: 3 },
    });
    const notes = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/?offset=0&limit=1',
      headers: { cookie: s.cookie },
    });
    expect(notes.json().results[0].notification.message).toContain('Drop-in computer labs');
    const audit = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.entity, 'quota_attendance'),
          eq(auditEntries.entityId, `${s.subscription}:${labs.id}`),
        ),
      );
    expect(audit.map((a) => [a.action, a.actorEmail, a.before, a.after])).toEqual([
      ['quota_attendance.record', instructor.email, { recorded_count: 0 }, { recorded_count: 2 }],
      ['quota_attendance.record', instructor.email, { recorded_count: 2 }, { recorded_count: 3 }],
    ]);
  });

  it('refuses an item that is not a quota, another program’s item and a count out of range', async () => {
    const s = await enrolledStudent(t, 'bruno.attendance@example.ca', PRACTICE_PROGRAM);
    const lesson = await itemByName(t, s, 'Using email with confidence');
    const labs = await itemByName(t, s, 'Drop-in computer labs');
    const notQuota = await record(instructor, s.profileId, { content: lesson.id, count: 1 });
    expect(notQuota.statusCode).toBe(400);
    expect(notQuota.json().content).toEqual([
      '“Using email with confidence” is not a quota; attendance is recorded for quotas only.',
    ]);
    const food = await enrolledStudent(t, 'bruno.food@example.ca', FOOD);
    const foodItem = (await itemsOf(t, food))[0]!;
    expect((await record(instructor, s.profileId, { content: foodItem.id, count: 1 })).statusCode).toBe(404);
    for (const count of [0, 1001, 1.5]) {
      const res = await record(instructor, s.profileId, { content: labs.id, count });
      expect(res.statusCode).toBe(400);
      expect(res.json().count).toEqual(['A whole number from 1 to 1000.']);
      expect(res.json().codes.count).toEqual([
        { code: 'staff.forms.attendanceCount', params: { max: 1000 } },
      ]);
    }
  });

  it('keeps an instructor to the programs they teach; a registrar reads but does not record', async () => {
    const s = await enrolledStudent(t, 'cleo.attendance@example.ca', PRACTICE_PROGRAM);
    const labs = await itemByName(t, s, 'Drop-in computer labs');
    const url = `/api/v1/staff/students/${s.profileId}/attendance/`;
    expect((await get(outsider, url)).statusCode).toBe(404);
    expect((await record(outsider, s.profileId, { content: labs.id, count: 1 })).statusCode).toBe(404);
    expect((await get(registrar, url)).json().results).toHaveLength(2);
    expect((await record(registrar, s.profileId, { content: labs.id, count: 1 })).statusCode).toBe(403);
    expect((await get(instructor, '/api/v1/staff/students/999999/attendance/')).statusCode).toBe(404);
    expect((await get(instructor, url)).json().results[0]).toMatchObject({ recorded_count: 0 });
  });
});
