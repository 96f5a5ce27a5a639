import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema';
import { type TestApp, createTestApp } from '../../test/test-app';
import { ORIGIN, clientAddress, latestMail, verifiedStudent } from '../../test/students';
import { grantAccess, graduate } from './enrolment.service';

const clock = { now: new Date('2026-11-22T15:00:00Z') };
let t: TestApp;
type Course = {
  id: number;
  slug: string;
  name: string;
  is_course_free: boolean;
  is_trial: boolean;
  trial_days: number | null;
  is_cohort: boolean;
  price: number;
  payment_plans: unknown[];
  cohorts: { id: number; is_free: boolean; price: number; seats: number | null; end_date: string }[];
};
let courses: Course[];

beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => clock.now });
  courses = (await t.app.inject({ method: 'GET', url: '/api/v1/courses/?limit=100' })).json().results;
});
afterAll(() => t.close());

const free = () => courses.find((c) => c.is_course_free)!;
const trial = () => courses.find((c) => c.is_trial)!;
const paid = () =>
  courses.find((c) => !c.is_course_free && !c.is_trial && !c.is_cohort && c.payment_plans.length === 0)!;
const cohortProgram = () => courses.find((c) => c.is_cohort)!;

const join = (cookie: string, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/',
    headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
    payload: body,
  });
const mine = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/subscriptions/', headers: { cookie } })).json().results;

describe('subscribing', () => {
  it('enrols at once in a free program', async () => {
    const { cookie } = await verifiedStudent(t, 'free@example.ca');
    const res = await join(cookie, { course: free().id, student_email: 'free@example.ca' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'enrolled',
      course_slug: free().slug,
      enroll_datetime: clock.now.toISOString(),
      invited: false,
    });
    expect((await mine(cookie))[0]).toMatchObject({
      status: 'active',
      payment_status: 'free',
      access: 'full',
      course_access: true,
      price: 0,
    });
  });

  it('opens a trial that closes after its days', async () => {
    const { cookie } = await verifiedStudent(t, 'trial@example.ca');
    const res = await join(cookie, { course: trial().id, student_email: 'trial@example.ca' });
    expect(res.json().status).toBe('trial');
    expect((await mine(cookie))[0]).toMatchObject({
      status: 'trial',
      payment_status: 'unpaid',
      access: 'full',
      price: trial().price,
    });
    const saved = clock.now;
    clock.now = new Date(saved.getTime() + (trial().trial_days! + 1) * 86_400_000);
    try {
      expect((await mine(cookie))[0]).toMatchObject({ access: 'pending', course_access: false });
      // joining again now says what is owed
      expect(
        (await join(cookie, { course: trial().id, student_email: 'trial@example.ca' })).json().status,
      ).toBe('unpaid');
    } finally {
      clock.now = saved;
    }
  });

  it('waits for payment in a paid program, and never subscribes twice', async () => {
    const { cookie } = await verifiedStudent(t, 'paid@example.ca');
    const [a, b] = await Promise.all([
      join(cookie, { course: paid().id, student_email: 'paid@example.ca' }),
      join(cookie, { course: paid().id, student_email: 'paid@example.ca' }),
    ]);
    expect(a.json().status).toBe('unpaid');
    expect(a.json().id).toBe(b.json().id);
    const [rows] = await t.ctx.db
      .select({ n: count() })
      .from(subscriptions)
      .where(eq(subscriptions.id, a.json().id));
    expect(rows!.n).toBe(1);
    expect((await mine(cookie)).filter((s: { course: number }) => s.course === paid().id)).toHaveLength(1);
    expect((await mine(cookie))[0]).toMatchObject({
      access: 'pending',
      price: paid().price,
      payment_status: 'unpaid',
    });
  });

  it('applies the cohort rules', async () => {
    const { cookie } = await verifiedStudent(t, 'cohort@example.ca');
    const program = cohortProgram();
    const freeCohort = program.cohorts.find((c) => c.is_free)!;
    const noCohort = await join(cookie, { course: program.id, student_email: 'cohort@example.ca' });
    expect(noCohort.json()).toEqual({
      cohort: ['Please select a cohort for this program'],
      codes: { cohort: [{ code: 'subscribe.cohortRequired' }] },
    });
    const otherProgramCohort = await join(cookie, {
      course: paid().id,
      student_email: 'cohort@example.ca',
      cohort: freeCohort.id,
    });
    expect(otherProgramCohort.json().status).toBe('unpaid'); // a program without cohorts ignores one
    const wrong = await join(cookie, {
      course: program.id,
      student_email: 'cohort@example.ca',
      cohort: 999999,
    });
    expect(wrong.json()).toEqual({
      cohort: ['This cohort is not part of the program.'],
      codes: { cohort: [{ code: 'subscribe.cohortOfAnotherProgram' }] },
    });
    const ok = await join(cookie, {
      course: program.id,
      student_email: 'cohort@example.ca',
      cohort: freeCohort.id,
    });
    expect(ok.json()).toMatchObject({ status: 'enrolled', cohort: freeCohort.id });
  });

  it('refuses a cohort that has ended or has no seat left', async () => {
    const program = cohortProgram();
    // the paid cohort: no other test takes its seats
    const cohort = program.cohorts.find((c) => c.seats !== null && !c.is_free)!;
    const saved = clock.now;
    clock.now = new Date(new Date(`${cohort.end_date}T12:00:00Z`).getTime() + 86_400_000);
    try {
      const { cookie } = await verifiedStudent(t, 'late-cohort@example.ca');
      const res = await join(cookie, {
        course: program.id,
        student_email: 'late-cohort@example.ca',
        cohort: cohort.id,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ detail: 'This cohort has already ended.' });
    } finally {
      clock.now = saved;
    }
    for (let i = 0; i < cohort.seats!; i++) {
      const email = `seat-${i}@example.ca`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/subscriptions/',
        headers: { origin: ORIGIN, 'x-forwarded-for': clientAddress() },
        payload: { course: program.id, cohort: cohort.id, student_email: email },
      });
      expect(res.statusCode).toBe(200);
    }
    const full = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/',
      headers: { origin: ORIGIN, 'x-forwarded-for': clientAddress() },
      payload: { course: program.id, cohort: cohort.id, student_email: 'one-too-many@example.ca' },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ detail: 'This cohort is full.' });
  });

  it('lets a visitor join by email: a new email gets an account and an invitation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/',
      headers: { origin: ORIGIN, 'x-forwarded-for': clientAddress() },
      payload: { course: free().id, student_email: 'Visitor@Example.ca' },
    });
    expect(res.json()).toMatchObject({ status: 'enrolled', invited: true });
    // the invitation names the program, and its link verifies the account as any verification link does
    const invitation = await latestMail(t, 'visitor@example.ca');
    expect(invitation?.subject).toBe(
      `You are enrolled in ${free().name} at Maple Ridge College of Applied Skills`,
    );
    expect(invitation?.text).toContain(`has enrolled you in ${free().name}`);
    expect(invitation?.links.some((link) => link.includes('/auth/verify?token='))).toBe(true);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/',
      headers: { origin: ORIGIN, 'x-forwarded-for': clientAddress() },
      payload: { course: free().id, student_email: 'visitor@example.ca' },
    });
    expect(again.json()).toMatchObject({ id: res.json().id, status: 'enrolled', invited: false });
  });

  it('refuses a signed-in student joining under another email, and an unknown program', async () => {
    const { cookie } = await verifiedStudent(t, 'me@example.ca');
    const other = await join(cookie, { course: free().id, student_email: 'someone@example.ca' });
    expect(other.json()).toEqual({
      student_email: ['You are signed in with another email. Sign out to join with this one.'],
      codes: { student_email: [{ code: 'subscribe.otherEmail' }] },
    });
    expect((await join(cookie, { course: 999999, student_email: 'me@example.ca' })).statusCode).toBe(404);
    expect((await join(cookie, { course: free().id, student_email: 'not-an-email' })).statusCode).toBe(400);
  });

  it("answers 404 for another student's subscription and 401 without a session", async () => {
    const a = await verifiedStudent(t, 'owner-sub@example.ca');
    const b = await verifiedStudent(t, 'other-sub@example.ca');
    const { id } = (
      await join(a.cookie, { course: free().id, student_email: 'owner-sub@example.ca' })
    ).json();
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/subscriptions/${id}/`,
          headers: { cookie: a.cookie },
        })
      ).json().id,
    ).toBe(id);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/subscriptions/${id}/`,
          headers: { cookie: b.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/subscriptions/${id}/` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/subscriptions/' })).statusCode).toBe(401);
  });
});

describe("the school's actions", () => {
  it('grants access with a note, and graduates with view-only access until a date', async () => {
    const { cookie, me } = await verifiedStudent(t, 'granted@example.ca');
    await join(cookie, { course: paid().id, student_email: 'granted@example.ca' });
    await grantAccess(t.ctx, me.profile.id, paid().slug, 'Paid at the front desk on Nov 22.');
    expect((await mine(cookie))[0]).toMatchObject({
      status: 'active',
      access: 'full',
      student_remark: 'Paid at the front desk on Nov 22.',
    });

    await graduate(t.ctx, me.profile.id, paid().slug, '2027-01-31');
    expect((await mine(cookie))[0]).toMatchObject({
      status: 'graduated',
      access: 'view_only',
      can_access_course_post_graduation: true,
      post_graduation_access_end_date: '2027-01-31',
    });
    const saved = clock.now;
    clock.now = new Date('2027-02-01T12:00:00Z');
    try {
      expect((await mine(cookie))[0]).toMatchObject({ access: 'closed', course_access: false });
    } finally {
      clock.now = saved;
    }
  });
});
