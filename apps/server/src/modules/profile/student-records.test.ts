import type { TCourseDetail, TListStudentRecordsResponse, TStudentRecord } from '@portal/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installments, studentProfiles, subscriptions } from '../../db/schema';
import { enrolledStudent } from '../../test/journey';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN, clientAddress, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';

const DIGITAL = 'digital-literacy-essentials';
const FOOD = 'food-handler-certification';
const COHORTS = 'early-childhood-education-assistant';

let t: TestApp;
let registrar: StaffClient;
let finance: StaffClient;
let instructor: StaffClient;
let lea: Awaited<ReturnType<typeof enrolledStudent>>;
let omar: Awaited<ReturnType<typeof enrolledStudent>>;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  lea = await enrolledStudent(t, 'lea.records@example.ca', DIGITAL);
  omar = await enrolledStudent(t, 'omar.records@example.ca', FOOD);
  registrar = await staffMember(t, 'registrar');
  finance = await staffMember(t, 'finance');
  // the instructor teaches the digital literacy program only
  instructor = await staffMember(t, 'instructor', { programs: [lea.course.id] });
}, 120_000);
afterAll(() => t.close());

const get = async <T>(member: StaffClient, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
  return { status: res.statusCode, body: res.json() as T };
};

describe('the students as staff find them', () => {
  it('are searched by email or name, with their programs', async () => {
    const { body } = await get<TListStudentRecordsResponse>(
      registrar,
      '/api/v1/staff/students/?search=LEA.RECORDS',
    );
    expect(body.count).toBe(1);
    expect(body.results[0]).toMatchObject({
      id: lea.profileId,
      email: 'lea.records@example.ca',
      email_verified: true,
      programs: [{ course_id: lea.course.id, subscription_id: lea.subscription }],
    });
  });

  it('are all counted without a search, and a search finds no staff member', async () => {
    const [profiles] = await t.ctx.db.select({ n: count() }).from(studentProfiles);
    const all = await get<TListStudentRecordsResponse>(registrar, '/api/v1/staff/students/?limit=100');
    expect(all.body.count).toBe(profiles!.n);
    expect(all.body.results.map((r) => r.email)).not.toContain(registrar.email);
    // every staff member is named `Staff <role>` and none is a student
    const staff = await get<TListStudentRecordsResponse>(registrar, '/api/v1/staff/students/?search=staff');
    expect(staff.body.count).toBe(0);
  });

  it('are filtered by program and by the state of their subscription', async () => {
    const inFood = await get<TListStudentRecordsResponse>(
      registrar,
      `/api/v1/staff/students/?program=${omar.course.id}&search=records`,
    );
    expect(inFood.body.results.map((r) => r.email)).toEqual(['omar.records@example.ca']);
    const status = inFood.body.results[0]!.programs[0]!.status;
    const byState = await get<TListStudentRecordsResponse>(
      registrar,
      `/api/v1/staff/students/?program=${omar.course.id}&status=${status === 'cancelled' ? 'active' : 'cancelled'}&search=records`,
    );
    expect(byState.body.count).toBe(0);
  });

  it('are, for an instructor, the students of the programs they teach: another one is not found', async () => {
    const { body } = await get<TListStudentRecordsResponse>(
      instructor,
      '/api/v1/staff/students/?search=records',
    );
    expect(body.results.map((r) => r.email)).toEqual(['lea.records@example.ca']);
    expect((await get<TStudentRecord>(instructor, `/api/v1/staff/students/${lea.profileId}/`)).status).toBe(
      200,
    );
    expect((await get<TStudentRecord>(instructor, `/api/v1/staff/students/${omar.profileId}/`)).status).toBe(
      404,
    );
    const seen = await get<TStudentRecord>(registrar, `/api/v1/staff/students/${omar.profileId}/`);
    expect(seen.body.programs.map((p) => p.course_id)).toEqual([omar.course.id]);
    expect((await get(registrar, '/api/v1/staff/students/999999/')).status).toBe(404);
  });

  it('are filtered by how far they are into a program', async () => {
    await t.ctx.db
      .update(subscriptions)
      .set({ courseCompletion: 100 })
      .where(eq(subscriptions.id, omar.subscription));
    const emails = async (completion: string) =>
      (
        await get<TListStudentRecordsResponse>(
          registrar,
          `/api/v1/staff/students/?completion=${completion}&search=records`,
        )
      ).body.results.map((r) => r.email);
    expect(await emails('not_started')).toEqual(['lea.records@example.ca']);
    expect(await emails('completed')).toEqual(['omar.records@example.ca']);
    expect(await emails('in_progress')).toEqual([]);
    expect((await get(registrar, '/api/v1/staff/students/?completion=halfway')).status).toBe(400);
  });

  it('are filtered by an instalment past due and unpaid, for those who see payments', async () => {
    const overdue = () =>
      get<TListStudentRecordsResponse>(finance, '/api/v1/staff/students/?payments=overdue&search=records');
    expect((await overdue()).body.count).toBe(0);
    const [late] = await t.ctx.db
      .insert(installments)
      .values({ subscriptionId: lea.subscription, number: 1, dueDate: '2026-01-15', dueAmountCents: 25_000 })
      .returning();
    // due later: not overdue
    await t.ctx.db.insert(installments).values({
      subscriptionId: omar.subscription,
      number: 1,
      dueDate: '2099-01-15',
      dueAmountCents: 25_000,
    });
    expect((await overdue()).body.results.map((r) => r.email)).toEqual(['lea.records@example.ca']);
    // whether a student owes is not the instructor's to know
    expect((await get(instructor, '/api/v1/staff/students/?payments=overdue')).status).toBe(403);
    await t.ctx.db.update(installments).set({ status: 'paid' }).where(eq(installments.id, late!.id));
    expect((await overdue()).body.count).toBe(0);
  });

  it('are filtered by cohort', async () => {
    const email = 'noa.records@example.ca';
    const { cookie } = await verifiedStudent(t, email);
    const program: TCourseDetail = (
      await t.app.inject({ method: 'GET', url: `/api/v1/courses/slug/${COHORTS}/` })
    ).json();
    const [joined, other] = [
      program.cohorts.find((c) => c.is_free)!,
      program.cohorts.find((c) => !c.is_free)!,
    ];
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/',
      headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
      payload: { course: program.id, cohort: joined.id, student_email: email },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    const inCohort = async (cohort: number) =>
      (
        await get<TListStudentRecordsResponse>(
          registrar,
          `/api/v1/staff/students/?cohort=${cohort}&search=records`,
        )
      ).body.results.map((r) => r.email);
    expect(await inCohort(joined.id)).toEqual([email]);
    expect(await inCohort(other.id)).toEqual([]);
  });
});
