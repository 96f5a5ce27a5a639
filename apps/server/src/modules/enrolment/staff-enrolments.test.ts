import type { TStaffEnrolment, TSubscription } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, subscriptions } from '../../db/schema';
import { payableAtSchool } from '../../test/payments';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';

let t: TestApp;
let other: TestApp;
let registrar: StaffClient;
let colleague: StaffClient;
let program: { id: number };
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  other = await secondInstance(t);
  registrar = await staffMember(t, 'registrar');
  colleague = await staffMember(t, 'registrar');
  program = await payableAtSchool(t);
}, 120_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

const send = (member: StaffClient, method: 'POST' | 'PATCH', url: string, payload: object, app = t) =>
  app.app.inject({ method, url, headers: { cookie: member.cookie, origin: ORIGIN }, payload });
const get = (member: StaffClient, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
const mySubscription = async (cookie: string, id: number) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/v1/subscriptions/${id}/`, headers: { cookie } })
  ).json() as TSubscription;
const headings = async (cookie: string) =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/v1/notifications/', headers: { cookie } })).json()
      .results as {
      notification: { heading: string };
    }[]
  ).map((n) => n.notification.heading);
const auditOf = (id: number, action: string) =>
  t.ctx.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entityId, String(id)), eq(auditEntries.action, action)));

describe("the registrar's enrolments", () => {
  it('enrols a student in a paid program once when two registrars do it at once, with the note they read', async () => {
    const { cookie, me } = await verifiedStudent(t, 'bursary.enrol@example.ca');
    const body = { student: me.profile.id, program: program.id, note: 'Bursary from the Rotary Club.' };
    const answers = await Promise.all([
      send(registrar, 'POST', '/api/v1/staff/enrolments/', body),
      send(colleague, 'POST', '/api/v1/staff/enrolments/', body, other),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const enrolment: TStaffEnrolment = answers[0]!.json();
    expect(answers[1]!.json().id).toBe(enrolment.id);
    expect(enrolment).toMatchObject({
      student: { id: me.profile.id, email: 'bursary.enrol@example.ca' },
      program: { id: program.id },
      status: 'active',
      course_access: true,
      note: 'Bursary from the Rotary Club.',
    });
    const rows = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.studentId, me.profile.id));
    expect(rows).toHaveLength(1);
    expect((await headings(cookie)).filter((h) => h === 'Program access granted')).toHaveLength(1);
    expect(await mySubscription(cookie, enrolment.id)).toMatchObject({ course_access: true });
    expect(await auditOf(enrolment.id, 'enrolment.grant_access')).toHaveLength(2);

    const listed = (await get(registrar, `/api/v1/staff/enrolments/?student=${me.profile.id}`)).json();
    expect(listed.results.map((e: TStaffEnrolment) => e.id)).toEqual([enrolment.id]);
  });

  it('closes and reopens the room, telling the student each time', async () => {
    const { cookie, me } = await verifiedStudent(t, 'closed.enrol@example.ca');
    const { id } = (
      await send(registrar, 'POST', '/api/v1/staff/enrolments/', {
        student: me.profile.id,
        program: program.id,
      })
    ).json() as TStaffEnrolment;
    const closed = await send(registrar, 'PATCH', `/api/v1/staff/enrolments/${id}/`, {
      course_access: false,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ course_access: false, status: 'active' });
    expect(await mySubscription(cookie, id)).toMatchObject({ course_access: false });
    expect((await headings(cookie))[0]).toBe('Program access ended');
    const [entry] = await auditOf(id, 'enrolment.update');
    expect(entry).toMatchObject({
      actorEmail: registrar.email,
      before: { course_access: true },
      after: { course_access: false },
    });

    const noted = await send(registrar, 'PATCH', `/api/v1/staff/enrolments/${id}/`, {
      note: 'See the office.',
    });
    expect(noted.json()).toMatchObject({ course_access: false, note: 'See the office.' });
    expect((await send(registrar, 'PATCH', `/api/v1/staff/enrolments/${id}/`, {})).statusCode).toBe(400);
    const reopened = await send(registrar, 'PATCH', `/api/v1/staff/enrolments/${id}/`, {
      course_access: true,
    });
    expect(reopened.json().course_access).toBe(true);
    expect((await headings(cookie))[0]).toBe('Program access granted');
  });

  it('graduates with the room open to look at until a day, and refuses what cannot graduate', async () => {
    const { cookie, me } = await verifiedStudent(t, 'grad.enrol@example.ca');
    const { id } = (
      await send(registrar, 'POST', '/api/v1/staff/enrolments/', {
        student: me.profile.id,
        program: program.id,
      })
    ).json() as TStaffEnrolment;
    const url = `/api/v1/staff/enrolments/${id}/graduate/`;
    const bad = await send(registrar, 'POST', url, { post_graduation_access_until: '2027-02-30' });
    expect(bad.statusCode).toBe(400);
    const done = await send(registrar, 'POST', url, { post_graduation_access_until: '2027-06-30' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'graduated', post_graduation_access_until: '2027-06-30' });
    expect(done.json().graduated_at).not.toBeNull();
    expect((await headings(cookie)).filter((h) => h.startsWith('Congratulations'))).toHaveLength(1);
    // again: the date changes, the student is not told twice
    const again = await send(registrar, 'POST', url, { post_graduation_access_until: null });
    expect(again.json()).toMatchObject({ status: 'graduated', post_graduation_access_until: null });
    expect((await headings(cookie)).filter((h) => h.startsWith('Congratulations'))).toHaveLength(1);

    await t.ctx.db.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.id, id));
    const cancelled = await send(registrar, 'POST', url, { post_graduation_access_until: null });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().detail).toBe('A cancelled enrolment cannot graduate.');
  });

  it("keeps an instructor to their programs' enrolments, to read only", async () => {
    const { me } = await verifiedStudent(t, 'taught.enrol@example.ca');
    const { id } = (
      await send(registrar, 'POST', '/api/v1/staff/enrolments/', {
        student: me.profile.id,
        program: program.id,
      })
    ).json() as TStaffEnrolment;
    const elsewhere = await staffMember(t, 'instructor', { programs: [] });
    const teaching = await staffMember(t, 'instructor', { programs: [program.id] });
    expect((await get(elsewhere, `/api/v1/staff/enrolments/${id}/`)).statusCode).toBe(404);
    expect((await get(elsewhere, '/api/v1/staff/enrolments/')).json().count).toBe(0);
    expect((await get(teaching, `/api/v1/staff/enrolments/${id}/`)).statusCode).toBe(200);
    expect(
      (await send(teaching, 'PATCH', `/api/v1/staff/enrolments/${id}/`, { course_access: false })).statusCode,
    ).toBe(403);
  });
});
