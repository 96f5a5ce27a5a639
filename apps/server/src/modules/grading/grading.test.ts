import type { TGpaScore, TGradingWork, TListGradingWorksResponse } from '@portal/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../../db/schema';
import {
  type Enrolled,
  completeBefore,
  contentOf,
  enrolledStudent,
  handInWork,
  itemByName,
  submit,
} from '../../test/journey';
import { answerKey, answersFor, patchQuiz, startQuiz } from '../../test/quizzes';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';
import { SAMPLE } from '../../test/uploads';

const FREE = 'digital-literacy-essentials';
const TASK = 'Send a professional email with an attachment';
const FOOD = 'food-handler-certification';

let t: TestApp;
let other: TestApp;
let instructor: StaffClient;
let colleague: StaffClient;
let outsider: StaffClient;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  other = await secondInstance(t);
  const course = (await t.app.inject({ method: 'GET', url: `/api/v1/courses/slug/${FREE}/` })).json();
  const food = (await t.app.inject({ method: 'GET', url: `/api/v1/courses/slug/${FOOD}/` })).json();
  instructor = await staffMember(t, 'instructor', { programs: [course.id] });
  colleague = await staffMember(t, 'instructor', { programs: [course.id] });
  // teaches another program only
  outsider = await staffMember(t, 'instructor', { programs: [food.id] });
}, 120_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

const get = (member: StaffClient, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } });
const post = (member: StaffClient, url: string, payload: object, app = t) =>
  app.app.inject({ method: 'POST', url, headers: { cookie: member.cookie, origin: ORIGIN }, payload });
const grade = (member: StaffClient, id: string, payload: object, app = t) =>
  post(member, `/api/v1/staff/grading/${id}/grade/`, payload, app);
const giveBack = (member: StaffClient, id: string, payload: object, app = t) =>
  post(member, `/api/v1/staff/grading/${id}/return/`, payload, app);

const gpaOf = async (s: Enrolled) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscriptions/${s.subscription}/gpa-score/`,
      headers: { cookie: s.cookie },
    })
  ).json() as TGpaScore;

describe("the graders' queue", () => {
  it('lists handed-in work, shows its file, and grades it: the student is told and their GPA follows', async () => {
    const { s, task, id } = await handInWork(t, 'grace.grading@example.ca');
    const queue: TListGradingWorksResponse = (
      await get(instructor, '/api/v1/staff/grading/?search=grace.grading')
    ).json();
    expect(queue.results).toHaveLength(1);
    const work = queue.results[0]!;
    expect(work).toMatchObject({
      id,
      kind: 'assignment',
      state: 'to_grade',
      student: { email: 'grace.grading@example.ca' },
      item: { id: task, name: TASK },
      question: null,
      marks: null,
      max_marks: 20,
      file: { name: 'email.pdf', content_type: 'application/pdf' },
    });
    const file = await get(instructor, work.file!.preview_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^inline;/);
    expect(file.rawPayload.equals(SAMPLE.pdf)).toBe(true);

    expect((await gpaOf(s)).items.find((i) => i.content === task)).toMatchObject({ marks: null });
    const graded = await grade(instructor, id, { marks: 17, remarks: 'Clear subject line.' });
    expect(graded.statusCode, graded.body).toBe(200);
    expect(graded.json()).toMatchObject({ state: 'graded', marks: 17, remarks: 'Clear subject line.' });
    const after = await gpaOf(s);
    expect(after.items.find((i) => i.content === task)).toMatchObject({ status: 'graded', marks: 17 });
    expect((await contentOf(t, s, task)).submission).toMatchObject({ status: 'graded', marks: 17 });

    // out of the queue, and in the graded work
    const left: TListGradingWorksResponse = (
      await get(instructor, '/api/v1/staff/grading/?search=grace.grading')
    ).json();
    expect(left.count).toBe(0);
    const done: TListGradingWorksResponse = (
      await get(instructor, '/api/v1/staff/grading/?state=graded&search=grace.grading')
    ).json();
    expect(done.results.map((w) => w.id)).toEqual([id]);

    // graded again to correct it
    expect((await grade(instructor, id, { marks: 18 })).json()).toMatchObject({
      marks: 18,
      remarks: 'Clear subject line.',
    });
    const audit = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'submission'), eq(auditEntries.entityId, id.slice(5))));
    expect(audit.map((a) => [a.action, a.actorEmail])).toEqual([
      ['submission.grade', instructor.email],
      ['submission.grade', instructor.email],
    ]);
  });

  it('refuses marks out of range, and returns work only with remarks; returned work is handed in again', async () => {
    const { s, task, id } = await handInWork(t, 'remy.grading@example.ca');
    const tooMany = await grade(instructor, id, { marks: 21 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().marks).toEqual(['Marks run from 0 to 20.']);
    const bare = await giveBack(instructor, id, { remarks: '' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().remarks).toEqual(['Say why the work is returned: the student reads it.']);

    const returned = await giveBack(instructor, id, { remarks: 'Attach the file to the email.' });
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({ state: 'returned', remarks: 'Attach the file to the email.' });
    expect((await gpaOf(s)).items.find((i) => i.content === task)).toMatchObject({ status: 'not_submitted' });
    const opened = await contentOf(t, s, task);
    expect(opened).toMatchObject({
      is_completed: false,
      submission: { status: 'returned', remarks: 'Attach the file to the email.' },
      assignment: { can_submit: true },
    });
    // with the student now: no marks, no second return
    expect((await grade(instructor, id, { marks: 10 })).statusCode).toBe(409);
    expect((await giveBack(instructor, id, { remarks: 'Again.' })).statusCode).toBe(409);

    expect((await submit(t, s, task, { text: 'Attached this time.' })).statusCode).toBe(200);
    const queue: TListGradingWorksResponse = (
      await get(instructor, '/api/v1/staff/grading/?search=remy.grading')
    ).json();
    expect(queue.results.map((w) => [w.id, w.state, w.text])).toEqual([
      [id, 'to_grade', 'Attached this time.'],
    ]);
    expect((await contentOf(t, s, task)).is_completed).toBe(true);
  });

  it("keeps an instructor to the programs they teach: another program's work is not found", async () => {
    const { id } = await handInWork(t, 'ines.grading@example.ca');
    const theirs: TListGradingWorksResponse = (
      await get(outsider, '/api/v1/staff/grading/?search=ines.grading')
    ).json();
    expect(theirs.count).toBe(0);
    expect((await get(outsider, `/api/v1/staff/grading/${id}/`)).statusCode).toBe(404);
    expect((await get(outsider, `/api/v1/staff/grading/${id}/file/`)).statusCode).toBe(404);
    expect((await grade(outsider, id, { marks: 5 })).statusCode).toBe(404);
    expect((await get(instructor, '/api/v1/staff/grading/work-999999/')).statusCode).toBe(404);
    expect((await get(instructor, '/api/v1/staff/grading/999/')).statusCode).toBe(400);
  });

  it('takes one of a grade and a return given at once through two processes', async () => {
    const { id } = await handInWork(t, 'jon.grading@example.ca');
    const answers = await Promise.all([
      grade(instructor, id, { marks: 12 }),
      giveBack(colleague, id, { remarks: 'Use the template.' }, other),
    ]);
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((code) => code === 200)).toHaveLength(1);
    const [row] = await t.ctx.db
      .select({ n: count() })
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'submission'), eq(auditEntries.entityId, id.slice(5))));
    expect(row!.n).toBe(1);
    const winner = answers.find((a) => a.statusCode === 200)!.json() as TGradingWork;
    expect(['graded', 'returned']).toContain(winner.state);
  });

  it('lists the written answers of submitted quizzes, which are graded one by one and never returned', async () => {
    const s = await enrolledStudent(t, 'kim.grading@example.ca', FREE);
    const quiz = await itemByName(t, s, 'Check-in: computer basics');
    await completeBefore(t, s, quiz.id);
    const key = await answerKey(t, quiz.id);
    const attempt = await startQuiz(t, s, quiz.id);
    const answers = answersFor(key, true);
    expect((await patchQuiz(t, s, attempt.id, { answers, status: 'submitted' })).statusCode).toBe(200);
    const queue: TListGradingWorksResponse = (
      await get(instructor, '/api/v1/staff/grading/?kind=quiz_answer&search=kim.grading')
    ).json();
    const written = key.findIndex((q) => q.type === 'subjective') + 1;
    expect(queue.results).toHaveLength(1);
    const answer = queue.results[0]!;
    expect(answer).toMatchObject({
      kind: 'quiz_answer',
      state: 'to_grade',
      item: { id: quiz.id, name: 'Check-in: computer basics' },
      question: { number: written },
      file: null,
      max_marks: 1,
    });
    expect(answer.id).toMatch(/^answer-\d+$/);
    expect((await giveBack(instructor, answer.id, { remarks: 'Again.' })).statusCode).toBe(409);
    const graded = await grade(instructor, answer.id, { marks: 1, remarks: 'Well put.' });
    expect(graded.statusCode, graded.body).toBe(200);
    expect(graded.json()).toMatchObject({ state: 'graded', marks: 1, remarks: 'Well put.' });
    // the attempt now has all its marks: the student's quiz counts
    expect((await gpaOf(s)).items.find((i) => i.content === quiz.id)).toMatchObject({ status: 'graded' });
  });
});
