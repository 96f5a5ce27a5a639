import type { TListStudentRecordsResponse, TStudentRecord } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolledStudent } from '../../test/journey';
import { type StaffClient, staffMember } from '../../test/staff';
import { type TestApp, createTestApp } from '../../test/test-app';

const DIGITAL = 'digital-literacy-essentials';
const FOOD = 'food-handler-certification';

let t: TestApp;
let registrar: StaffClient;
let instructor: StaffClient;
let lea: Awaited<ReturnType<typeof enrolledStudent>>;
let omar: Awaited<ReturnType<typeof enrolledStudent>>;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  lea = await enrolledStudent(t, 'lea.records@example.ca', DIGITAL);
  omar = await enrolledStudent(t, 'omar.records@example.ca', FOOD);
  registrar = await staffMember(t, 'registrar');
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
});
