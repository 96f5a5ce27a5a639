import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';
import { ORIGIN, verifiedStudent } from '../../test/students';

/** One database, two portal processes on it (one on PGlite, where the same app serves as both). */
let t: TestApp;
let other: TestApp;
type Course = {
  id: number;
  slug: string;
  is_course_free: boolean;
  is_trial: boolean;
  is_cohort: boolean;
  cohorts: { id: number; end_date: string }[];
};
let courses: Course[];

beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => new Date('2026-11-22T15:00:00Z') });
  other = await secondInstance(t);
  courses = (await t.app.inject({ method: 'GET', url: '/api/v1/courses/?limit=100' })).json().results;
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const FULL = {
  first_name: 'Amira',
  last_name: 'Haddad',
  date_of_birth: '2001-05-14',
  address: '120 Eglinton Ave E',
  city: 'Toronto',
  province: 'ON',
  postal_code: 'm4p1e2',
  country: 'Canada',
  phone: '416-555-0199',
  sin_number: '046454286',
  student_handbook: 'true',
};

const freeCourse = () => courses.find((c) => c.is_course_free && !c.is_cohort)!;
const paidCourse = () => courses.find((c) => !c.is_course_free && !c.is_trial && !c.is_cohort)!;
const cohortCourse = () => courses.find((c) => c.is_cohort)!;

function patch(app: TestApp, cookie: string, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return app.app.inject({
    method: 'PATCH',
    url: '/api/v1/student/profile/',
    headers: { cookie, origin: ORIGIN },
    payload: form,
  });
}

async function mySubscriptions(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/subscriptions/', headers: { cookie } });
  return res.json().results as { id: number; course: number; cohort: number | null; status: string }[];
}

async function notificationCount(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/notifications/', headers: { cookie } });
  return res.json().count as number;
}

describe('the enrolment section of the profile', () => {
  it('subscribes to a free program when the profile is saved, as the catalogue does', async () => {
    const { cookie } = await verifiedStudent(t, 'free-from-profile@example.ca');
    const res = await patch(t, cookie, { ...FULL, subscribing_course_id: String(freeCourse().id) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      profile_complete: true,
      completed_now: true,
      subscription: { course: freeCourse().id, course_slug: freeCourse().slug, status: 'enrolled' },
    });
    const mine = await mySubscriptions(cookie);
    expect(mine.map((s) => s.course)).toEqual([freeCourse().id]);
  });

  it('starts the checkout of a paid program: the subscription waits for payment', async () => {
    const { cookie } = await verifiedStudent(t, 'paid-from-profile@example.ca');
    const res = await patch(t, cookie, { ...FULL, subscribing_course_id: String(paidCourse().id) });
    expect(res.json().subscription).toMatchObject({ course: paidCourse().id, status: 'unpaid' });
    const [subscription] = await mySubscriptions(cookie);
    expect(subscription).toMatchObject({ id: res.json().subscription.id, status: 'unpaid' });
  });

  it('subscribes to the chosen cohort of a cohort program', async () => {
    const { cookie } = await verifiedStudent(t, 'cohort-from-profile@example.ca');
    const course = cohortCourse();
    const cohort = course.cohorts.find((c) => c.end_date >= '2026-11-22')!;
    const res = await patch(t, cookie, {
      ...FULL,
      subscribing_course_id: String(course.id),
      subscribing_cohort_id: String(cohort.id),
    });
    expect(res.json().subscription).toMatchObject({ course: course.id, cohort: cohort.id });
    expect((await mySubscriptions(cookie))[0]).toMatchObject({ cohort: cohort.id });
  });

  it('subscribes nothing without a program, and not again on a later save', async () => {
    const { cookie } = await verifiedStudent(t, 'no-program@example.ca');
    expect((await patch(t, cookie, FULL)).json().subscription).toBeNull();
    expect(await mySubscriptions(cookie)).toEqual([]);

    const chosen = await patch(t, cookie, { ...FULL, subscribing_course_id: String(freeCourse().id) });
    expect(chosen.json().subscription).toMatchObject({ course: freeCourse().id });
    const again = await patch(t, cookie, {
      ...FULL,
      subscribing_course_id: String(freeCourse().id),
      city: 'Ottawa',
    });
    expect(again.json().subscription.id).toBe(chosen.json().subscription.id);
    expect(await mySubscriptions(cookie)).toHaveLength(1);
  });

  it('refuses a cohort of another program and saves nothing', async () => {
    const { cookie } = await verifiedStudent(t, 'wrong-cohort@example.ca');
    const res = await patch(t, cookie, {
      ...FULL,
      subscribing_course_id: String(freeCourse().id),
      subscribing_cohort_id: String(cohortCourse().cohorts[0]!.id),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().subscribing_cohort_id).toEqual(['Choose a cohort of this program.']);
    expect(await mySubscriptions(cookie)).toEqual([]);
  });

  it('subscribes once, and announces it once, when the same save arrives twice at once, on two portal processes', async () => {
    const { cookie } = await verifiedStudent(t, 'double-save@example.ca');
    const before = await notificationCount(cookie);
    const fields = { ...FULL, subscribing_course_id: String(freeCourse().id) };
    const answers = await Promise.all([patch(t, cookie, fields), patch(other, cookie, fields)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const ids = answers.map((r) => r.json().subscription.id as number);
    expect(ids[0]).toBe(ids[1]);
    expect((await mySubscriptions(cookie)).map((s) => s.id)).toEqual([ids[0]]);
    expect(await notificationCount(cookie)).toBe(before + 1);
  });
});
