import { readFileSync } from 'node:fs';
import path from 'node:path';
import { STAFF_REPORTS, STAFF_REPORT_NEEDS, STAFF_ROLES, type StaffRole, roleAllows } from '@portal/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntries,
  cohorts,
  contents,
  courses,
  paymentPlans,
  quizQuestions,
  sections,
} from '../db/schema';
import { saveStudentAccommodation } from '../modules/quiz/quiz-accommodation.service';
import { OPERATOR } from '../modules/staff/audit-log';
import { contentForm, zipFolder } from '../test/content-zip';
import { handInDocument } from '../test/documents';
import { generalPost } from '../test/forum';
import { enrolledStudent, handInWork, itemByName } from '../test/journey';
import { liveSessionOf } from '../test/live';
import { certifiedGraduate } from '../test/passing';
import {
  failedPaymentJob,
  onPaymentPlan,
  paidAtTheDesk,
  payableAtSchool,
  slipAtTheDesk,
} from '../test/payments';
import { PRACTICE_PROGRAM, addPracticeEntry } from '../test/practice';
import { type StaffClient, staffMember } from '../test/staff';
import { ORIGIN, clientAddress, verifiedStudent } from '../test/students';
import { type TestApp, createTestApp } from '../test/test-app';
import { SAMPLE } from '../test/uploads';
import { type RegisteredRoute, STAFF_API, collectRoutes, routeName } from './route-list';

let t: TestApp;
let routes: RegisteredRoute[];
const staff = {} as Record<StaffRole, StaffClient>;
/** A registrar who has not set up a second factor. */
let unfinished: StaffClient;
let student: string;
/** The member whose id the calls with an id name. */
let target: StaffClient;

beforeAll(async () => {
  const collected = collectRoutes();
  t = await createTestApp({ demo: true, build: { onRoute: collected.onRoute } });
  routes = collected.routes().filter((r) => r.path.startsWith(STAFF_API) && r.method !== 'HEAD');
  for (const role of STAFF_ROLES) staff[role] = await staffMember(t, role);
  unfinished = await staffMember(t, 'registrar', { secondFactor: false });
  target = await staffMember(t, 'support');
  student = (await verifiedStudent(t, 'matrix-student@example.ca')).cookie;
}, 120_000);
afterAll(() => t?.close());

/** A valid call of each staff write, so that the admin's call succeeds and its audit row can be counted. */
const WRITES: Record<string, () => object | Promise<object>> = {
  'POST /api/v1/staff/members/': () => ({
    email: `invited-${Math.random().toString(36).slice(2, 8)}@school.test`,
    name: 'Invited',
    role: 'support',
  }),
  'PATCH /api/v1/staff/members/:id/': () => ({ role: 'support' }),
  // the demo's own folder again: the matrix's records stay as they are
  'POST /api/v1/staff/content/import/': async () =>
    contentForm((demoZip ??= await zipFolder(t.ctx.config.demoContent.dir))),
  'PATCH /api/v1/staff/contents/:id/': () => ({ duration_minutes: 10 + (++students % 20) }),
  'PATCH /api/v1/staff/programs/:id/': () => ({ level: `Level ${++students}` }),
  'DELETE /api/v1/staff/contents/:id/': () => ({}),
  'POST /api/v1/staff/contents/:id/questions/': () => QUESTION,
  'PUT /api/v1/staff/questions/:id/': () => ({ ...QUESTION, text: `Matrix question ${++students}` }),
  'DELETE /api/v1/staff/questions/:id/': () => ({}),
  'PUT /api/v1/staff/contents/:id/video/': () => fileForm('tour.webm', WEBM, 'video/webm'),
  'PUT /api/v1/staff/contents/:id/captions/:lang/': () =>
    fileForm('tour.vtt', Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nBonjour\n'), 'text/vtt'),
  'DELETE /api/v1/staff/contents/:id/captions/:lang/': () => ({}),
  'PUT /api/v1/staff/programs/:id/image/': () => fileForm('program.png', SAMPLE.png, 'image/png'),
  'PUT /api/v1/staff/institute/logo/': () => fileForm('logo.png', SAMPLE.png, 'image/png'),
  'POST /api/v1/staff/contents/:id/move/': async () => ({ section: Number(await freshSection()), index: 0 }),
  'POST /api/v1/staff/programs/:id/sections/': () => ({ name: `Matrix section ${++students}` }),
  'PATCH /api/v1/staff/sections/:id/': () => ({ description: `Week ${++students}` }),
  'DELETE /api/v1/staff/sections/:id/': () => ({}),
  'POST /api/v1/staff/sections/:id/contents/': () => ({
    content_type: 'lesson',
    name: `Matrix lesson ${++students}`,
    body: 'Read this.',
  }),
  'POST /api/v1/staff/programs/:id/cohorts/': () => ({ ...COHORT, name: `Matrix cohort ${++students}` }),
  'PUT /api/v1/staff/programs/:id/cohorts/:cohort/': () => ({ ...COHORT, seats: 10 + ++students }),
  'POST /api/v1/staff/programs/:id/payment-plans/': () => ({ ...PLAN, name: `Matrix plan ${++students}` }),
  'PUT /api/v1/staff/programs/:id/payment-plans/:plan/': () => ({ ...PLAN, registration_fee: ++students }),
  'DELETE /api/v1/staff/programs/:id/payment-plans/:plan/': () => ({}),
  'PATCH /api/v1/staff/institute/': () => ({
    phone: `+1 514 555 ${Math.floor(1000 + Math.random() * 8999)}`,
  }),
  'POST /api/v1/staff/documents/:id/review/': () => ({ decision: 'approved' }),
  'POST /api/v1/staff/students/:id/fields/:field/review/': () => ({ decision: 'verified' }),
  'POST /api/v1/staff/grading/:id/grade/': () => ({ marks: 15 }),
  'POST /api/v1/staff/grading/:id/return/': () => ({ remarks: 'Attach the file.' }),
  'POST /api/v1/staff/practice-entries/:id/review/': () => ({ decision: 'approved' }),
  'POST /api/v1/staff/students/:id/attendance/': async () => ({ content: await labs(), count: 1 }),
  'PUT /api/v1/staff/students/:id/quiz-accommodations/:program/': () => ({ multiplier: 1.5 }),
  'DELETE /api/v1/staff/students/:id/quiz-accommodations/:program/': () => ({}),
  // a slip of its own for each call: a slip is paid once
  'POST /api/v1/staff/payments/school/': async () => {
    const slip = await slipAtTheDesk(t, `matrix-slip-${++students}@example.ca`);
    return { reference_code: slip.code, amount: slip.amount };
  },
  'POST /api/v1/staff/payments/:id/refund/': () => ({ reason: 'Withdrew.', end_access: true }),
  'POST /api/v1/staff/payments/reconciliation/': () => ({}),
  'POST /api/v1/staff/installments/reminders/': () => ({}),
  'POST /api/v1/staff/enrolments/': async () => ({
    student: (await verifiedStudent(t, `matrix-enrol-${++students}@example.ca`)).me.profile.id,
    program: (await payableAtSchool(t)).id,
  }),
  'PATCH /api/v1/staff/enrolments/:id/': () => ({ note: 'See the office.' }),
  'POST /api/v1/staff/certificates/:id/revoke/': () => ({ reason: 'Issued in error.' }),
  'POST /api/v1/staff/notifications/': async () => ({
    student: (await verifiedStudent(t, `matrix-notice-${++students}@example.ca`)).me.profile.id,
    type: 'general',
    heading: 'A notice',
    message: 'From the school.',
  }),
  'POST /api/v1/staff/enrolments/:id/graduate/': () => ({ post_graduation_access_until: '2030-06-30' }),
  'POST /api/v1/staff/payments/jobs/:id/retry/': () => ({}),
  'POST /api/v1/staff/jobs/:id/retry/': () => ({}),
  'POST /api/v1/staff/forum-posts/:id/hide/': () => ({}),
  'POST /api/v1/staff/forum-posts/:id/unhide/': () => ({}),
  'POST /api/v1/staff/support-requests/:id/answer/': () => ({ message: 'Here is how.' }),
  'POST /api/v1/staff/live-sessions/': async () => ({
    program: (await cohortProgram()).program,
    title: `Matrix session ${++students}`,
    start: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    duration_minutes: 60,
    meeting_url: 'https://meet.jit.si/MatrixSession',
  }),
  'PATCH /api/v1/staff/live-sessions/:id/': () => ({ title: `Matrix session ${++students}` }),
  'POST /api/v1/staff/live-sessions/:id/cancel/': () => ({}),
  'PUT /api/v1/staff/live-sessions/:id/recording/': () => ({
    recording_url: 'https://videos.school.test/matrix-session',
  }),
  // a year on: no instalment of a plan paid today falls due then already
  'PATCH /api/v1/staff/installments/:id/': () => ({
    due_date: new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10),
  }),
};

let students = 0;
/** A cohort of the demo's cohort program, as staff add or change one. */
const COHORT = {
  name: 'Matrix cohort',
  start_date: '2027-01-04',
  end_date: '2027-05-28',
  is_free: true,
  price: 0,
  seats: 20,
};
/** A payment plan of the demo's cohort program, as finance adds or changes one. */
const PLAN = {
  name: 'Matrix plan',
  translations: {},
  registration_fee: 10_000,
  installments: [{ amount: 50_000, due_after_days: 30 }],
};
/** A plan of its own in the cohort program, which no student has chosen: changed or removed freely. */
async function freshPlan(): Promise<string> {
  const { program } = await cohortProgram();
  const [plan] = await t.ctx.db
    .insert(paymentPlans)
    .values({
      courseId: program,
      key: `matrix-plan-${++students}`,
      name: 'Matrix plan',
      registrationFeeCents: PLAN.registration_fee,
      installments: [{ number: 1, ...PLAN.installments[0]! }],
    })
    .returning();
  return String(plan!.id);
}
/** The demo's cohort program, and its first cohort. */
async function cohortProgram() {
  const [course] = await t.ctx.db.select().from(courses).where(eq(courses.isCohort, true)).limit(1);
  const [cohort] = await t.ctx.db.select().from(cohorts).where(eq(cohorts.courseId, course!.id)).limit(1);
  return { program: course!.id, cohort: cohort!.id };
}
/** A section of its own in the cohort program, which no student has met: changed or removed freely. */
async function freshSection(): Promise<string> {
  const { program } = await cohortProgram();
  const n = ++students;
  const [section] = await t.ctx.db
    .insert(sections)
    .values({ courseId: program, key: `matrix-${n}`, name: `Matrix ${n}`, index: 100 + n })
    .returning();
  return String(section!.id);
}
/** A lesson of a section of its own, which no student has met: changed, moved or removed freely. */
async function freshItem(): Promise<string> {
  const { program } = await cohortProgram();
  const sectionId = Number(await freshSection());
  const [item] = await t.ctx.db
    .insert(contents)
    .values({ courseId: program, sectionId, key: 'lesson', name: 'Lesson', contentType: 'lesson', index: 0 })
    .returning();
  return String(item!.id);
}
const QUESTION = {
  question_type: 'mcq',
  text: 'Which is right?',
  options: [
    { text: 'This one', correct: true },
    { text: 'That one', correct: false },
  ],
};
/** A quiz of a section of its own, which no student has taken, with two questions: answers the first. */
async function freshQuestion(): Promise<{ quiz: string; question: string }> {
  const { program } = await cohortProgram();
  const sectionId = Number(await freshSection());
  const [quiz] = await t.ctx.db
    .insert(contents)
    .values({ courseId: program, sectionId, key: 'quiz', name: 'Quiz', contentType: 'quiz', index: 0 })
    .returning();
  const options = QUESTION.options.map((o, i) => ({ id: i + 1, ...o }));
  const [question] = await t.ctx.db
    .insert(quizQuestions)
    .values(
      [0, 1].map((index) => ({
        contentId: quiz!.id,
        index,
        questionType: 'mcq' as const,
        text: 'Q',
        options,
      })),
    )
    .returning();
  return { quiz: String(quiz!.id), question: String(question!.id) };
}
const WEBM = readFileSync(
  path.join(
    import.meta.dirname,
    '../../../../content/demo/programs/digital-literacy-essentials/media/desktop-tour.webm',
  ),
);
const fileForm = (name: string, bytes: Buffer, type: string) => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  return form;
};
/** A video item of a section of its own, which no student has met. */
async function freshVideo(): Promise<string> {
  const { program } = await cohortProgram();
  const sectionId = Number(await freshSection());
  const settings = { video: { src: 'https://videos.school.test/tour.webm', captions: [] } };
  const [item] = await t.ctx.db
    .insert(contents)
    .values({
      courseId: program,
      sectionId,
      key: 'video',
      name: 'Video',
      contentType: 'video',
      index: 0,
      settings,
    })
    .returning();
  return String(item!.id);
}
let demoZip: Buffer | undefined;
const poster = async () => (await verifiedStudent(t, `matrix-forum-${++students}@example.ca`)).cookie;
let labsId: number | undefined;
/** The demo program's in-class quota, where attendance is recorded. */
async function labs(): Promise<number> {
  if (labsId === undefined) {
    const s = await enrolledStudent(t, 'matrix-labs@example.ca', PRACTICE_PROGRAM);
    labsId = (await itemByName(t, s, 'Drop-in computer labs')).id;
  }
  return labsId;
}
/**
 * The record a call with an id names, by the longest path it starts with: the staff member `target`
 * else.
 */
const IDS: Record<string, () => Promise<string>> = {
  // an item of a program's room that no student has met, which a removal takes away: one for each call
  '/api/v1/staff/contents/': freshItem,
  '/api/v1/staff/sections/': freshSection,
  // a quiz no student has taken, which takes and loses questions: a new one for each call
  '/api/v1/staff/contents/:id/questions/': async () => (await freshQuestion()).quiz,
  '/api/v1/staff/questions/': async () => (await freshQuestion()).question,
  '/api/v1/staff/contents/:id/video/': freshVideo,
  '/api/v1/staff/contents/:id/captions/': freshVideo,
  // a student with extra time in every program, which a removal takes away: a new one for each call
  '/api/v1/staff/students/:id/quiz-accommodations/': async () => {
    const { me } = await verifiedStudent(t, `matrix-accommodations-${++students}@example.ca`);
    const time = { multiplier: 1.5, extraMinutes: null };
    await saveStudentAccommodation(t.ctx, OPERATOR, me.profile.id, null, time, '');
    return String(me.profile.id);
  },
  // a student of the program whose quota items attendance is recorded toward
  '/api/v1/staff/students/:id/attendance/': async () =>
    String(
      (await enrolledStudent(t, `matrix-attendance-${++students}@example.ca`, PRACTICE_PROGRAM)).profileId,
    ),
  '/api/v1/staff/students/': async () => {
    const { me } = await verifiedStudent(t, `matrix-records-${++students}@example.ca`);
    return String(me.profile.id);
  },
  // handed-in work waiting for marks, which a return hands back: a new one for each call
  '/api/v1/staff/grading/': async () => (await handInWork(t, `matrix-grading-${++students}@example.ca`)).id,
  // an issued certificate, which a revocation ends: a new one for each call
  '/api/v1/staff/certificates/': async () =>
    String(
      (
        await certifiedGraduate(
          t,
          `matrix-certificates-${++students}@example.ca`,
          'digital-literacy-essentials',
        )
      ).certificate.id,
    ),
  // a subscription, which graduating ends: a new one for each call
  '/api/v1/staff/enrolments/': async () =>
    String((await paidAtTheDesk(t, `matrix-enrolments-${++students}@example.ca`)).subscription),
  // payment work failed for good, which a retry puts back: a new one for each call
  '/api/v1/staff/payments/jobs/': () => failedPaymentJob(t),
  // any work failed for good, which a retry puts back: a new one for each call
  '/api/v1/staff/jobs/': () => failedPaymentJob(t),
  // a post on the general board by a student of its own (posting has its limits), which a decision
  // hides or shows once: a new one for each call
  '/api/v1/staff/forum-posts/': async () => String(await generalPost(t, await poster())),
  '/api/v1/staff/forum-posts/:id/unhide/': async () =>
    String(await generalPost(t, await poster(), { hidden: true })),
  // a practice entry waiting for review, which a decision takes out of the queue: a new one for each call
  '/api/v1/staff/practice-entries/': async () =>
    String((await addPracticeEntry(t, `matrix-practice-${++students}@example.ca`)).id),
  // a completed payment, which a refund gives back once: a new one for each call
  '/api/v1/staff/payments/': async () =>
    String((await paidAtTheDesk(t, `matrix-payments-${++students}@example.ca`)).payment),
  // a pending instalment, which a new due date moves once: a new one for each call
  '/api/v1/staff/installments/': async () =>
    String((await onPaymentPlan(t, `matrix-installments-${++students}@example.ca`)).installment),
  // an open support request, which an answer closes: a new one for each call
  '/api/v1/staff/support-requests/': async () => {
    const { cookie } = await verifiedStudent(t, `matrix-support-${++students}@example.ca`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support/',
      headers: { cookie, origin: ORIGIN },
      payload: { subject: 'Help', message: 'Please.', source: 'help' },
    });
    return String(res.json().id);
  },
  // a session to come, which a cancellation ends: a new one for each call
  '/api/v1/staff/live-sessions/': async () => String(await liveSessionOf(t, PRACTICE_PROGRAM, 7 * 24 * 60)),
  // a session under way, which takes a recording
  '/api/v1/staff/live-sessions/:id/recording/': async () =>
    String(await liveSessionOf(t, PRACTICE_PROGRAM, -30)),
  // a document awaiting review, which a decision takes out of the queue: a new one for each call
  '/api/v1/staff/documents/': async () => {
    const { cookie } = await verifiedStudent(t, `matrix-documents-${++students}@example.ca`);
    return String(await handInDocument(t, cookie));
  },
};

async function urlOf(route: RegisteredRoute) {
  if (!route.path.includes(':')) return route.path;
  const made = Object.entries(IDS)
    .filter(([prefix]) => route.path.startsWith(prefix))
    .sort(([a], [b]) => b.length - a.length)[0]?.[1];
  // a field every new student has entered: their first name; extra time for every program
  const { program, cohort } = await cohortProgram();
  return route.path
    .replace(
      ':id',
      route.path.startsWith('/api/v1/staff/programs/') ? String(program) : made ? await made() : target.id,
    )
    .replace(':cohort', String(cohort))
    .replace(':plan', route.path.includes(':plan') ? await freshPlan() : '')
    .replace(':field', 'first_name')
    .replace(':report', 'students')
    .replace(':program', 'all')
    .replace(':lang', 'fr-CA');
}

const call = (route: RegisteredRoute, url: string, cookie: string | null, payload?: object) =>
  t.app.inject({
    method: route.method as 'GET',
    url,
    headers: { origin: ORIGIN, 'x-forwarded-for': clientAddress(), ...(cookie ? { cookie } : {}) },
    ...(route.method === 'GET' ? {} : { payload: payload ?? {} }),
  });
const ask = async (route: RegisteredRoute, cookie: string | null, payload?: object) =>
  call(route, await urlOf(route), cookie, payload);

const isWrite = (route: RegisteredRoute) => route.method !== 'GET';

describe('the staff role matrix', () => {
  it('knows what each staff route needs, and a valid call of each write', () => {
    expect(routes.length).toBeGreaterThan(3);
    expect(
      routes.filter((r) => !r.operation?.staff).map(routeName),
      'staff routes without a permission',
    ).toEqual([]);
    const writes = routes.filter(isWrite).map(routeName);
    expect(
      writes.filter((name) => !(name in WRITES)),
      'staff writes missing from WRITES',
    ).toEqual([]);
    expect(
      Object.keys(WRITES).filter((name) => !writes.includes(name)),
      'WRITES for no route',
    ).toEqual([]);
  });

  it('answers each route: no session 401, a student 403, each role by its permissions', async () => {
    const rows: string[] = [];
    for (const route of routes) {
      const name = routeName(route);
      const need = route.operation!.staff!;
      expect((await ask(route, null)).statusCode, `${name} without a session`).toBe(401);
      expect((await ask(route, student)).statusCode, `${name} by a student`).toBe(403);
      const early = await ask(route, unfinished.cookie);
      if (need === 'any') expect(early.statusCode, `${name} before a second factor`).toBe(200);
      else expect(early.json().code, `${name} before a second factor`).toBe('two_factor_required');
      const cells: string[] = [];
      for (const role of STAFF_ROLES) {
        const allowed = need === 'any' || roleAllows(role, need);
        const res = await ask(route, staff[role].cookie, await WRITES[name]?.());
        cells.push(`${role} ${res.statusCode}`);
        if (allowed) expect([401, 403], `${name} by ${role}: ${res.body}`).not.toContain(res.statusCode);
        else expect(res.statusCode, `${name} by ${role}`).toBe(403);
      }
      rows.push(`${name}: ${cells.join(', ')}`);
    }
    console.log(
      `staff role matrix (${routes.length} routes × ${STAFF_ROLES.length + 3} callers):\n${rows.join('\n')}`,
    );
    // each call with an id makes the record it names
  }, 300_000);

  it('gives each report only to roles that export reports and read what it holds', async () => {
    for (const report of STAFF_REPORTS) {
      for (const role of STAFF_ROLES) {
        const allowed =
          roleAllows(role, { resource: 'reports', action: 'export' }) &&
          roleAllows(role, STAFF_REPORT_NEEDS[report]);
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/v1/staff/reports/${report}/`,
          headers: { cookie: staff[role].cookie },
        });
        expect(res.statusCode, `the ${report} report by ${role}`).toBe(allowed ? 200 : 403);
      }
    }
  });

  it('leaves an audit row for every staff write', async () => {
    const entries = async () => (await t.ctx.db.select({ n: count() }).from(auditEntries))[0]!.n;
    for (const route of routes.filter(isWrite)) {
      const name = routeName(route);
      // the record and the call made first: making them may leave audit rows of its own
      const [url, payload] = [await urlOf(route), await WRITES[name]!()];
      const before = await entries();
      const res = await call(route, url, staff.admin.cookie, payload);
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(300);
      expect(await entries(), `the audit rows after ${name}`).toBe(before + 1);
    }
  });
});
