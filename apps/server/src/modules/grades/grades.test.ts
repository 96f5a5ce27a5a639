import { GPA_SCALE, type TGpaScore, type TTranscript } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPortal } from '../../cli/run-portal';
import {
  type Enrolled,
  completeBefore,
  enrolledStudent,
  itemByName,
  submit,
  uploadFor,
} from '../../test/journey';
import { answerKey, answersFor, patchQuiz, startQuiz } from '../../test/quizzes';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { SAMPLE, pdfText } from '../../test/uploads';

const GPA_PROGRAM = 'medical-office-administration';
const QUIZ = 'Quiz: terminology and the front desk';
const CASE_STUDY = 'Privacy breach case study';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => new Date('2026-11-22T15:00:00Z') });
});
afterAll(() => t.close());

const get = (s: Enrolled, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: s.cookie } });
const gpaOf = async (s: Enrolled, subscription = s.subscription) =>
  get(s, `/api/v1/subscriptions/${subscription}/gpa-score/`);
const transcriptPdf = (s: Enrolled, subscription = s.subscription) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/transcripts/download/',
    headers: { cookie: s.cookie, origin: ORIGIN },
    payload: { subscription_id: subscription },
  });

async function portal(...args: string[]) {
  const lines: string[] = [];
  const code = await runPortal(args, { log: (l) => lines.push(l), error: (l) => lines.push(l) }, {}, '.', {
    open: async () => t.ctx,
    release: async () => {},
  });
  expect(code, lines.join('\n')).toBe(0);
}

/** A student with the terminology quiz at 7/7 and the case study graded 70/100. */
async function gradedStudent(email: string) {
  const s = await enrolledStudent(t, email, GPA_PROGRAM);
  const quiz = (await itemByName(t, s, QUIZ)).id;
  await completeBefore(t, s, quiz);
  const attempt = await startQuiz(t, s, quiz);
  const key = await answerKey(t, quiz);
  expect(
    (await patchQuiz(t, s, attempt.id, { answers: answersFor(key, true), status: 'submitted' })).statusCode,
  ).toBe(200);
  await portal('grade-quiz', email, GPA_PROGRAM, 'terminology-quiz', String(key.length), '2');
  const caseStudy = (await itemByName(t, s, CASE_STUDY)).id;
  await completeBefore(t, s, caseStudy);
  const work = await uploadFor(t, s, caseStudy, { name: 'case-study.pdf', bytes: SAMPLE.pdf });
  expect((await submit(t, s, caseStudy, { file: work.json().id })).statusCode).toBe(200);
  await portal('grade', email, GPA_PROGRAM, 'privacy-breach-case-study', '70');
  return { s, attempt: attempt.id };
}

describe('the GPA score', () => {
  it('lists every assessed item and no GPA before anything is graded', async () => {
    const s = await enrolledStudent(t, 'nogpa@example.ca', GPA_PROGRAM);
    const res = await gpaOf(s);
    expect(res.statusCode).toBe(200);
    const score = res.json() as TGpaScore;
    expect(score).toMatchObject({
      subscription: s.subscription,
      course_slug: GPA_PROGRAM,
      has_gpa: true,
      gpa: null,
      scale_max: 4,
      overall_percent: null,
      graded_count: 0,
    });
    expect(score.scale).toEqual(GPA_SCALE.map((b) => ({ ...b })));
    expect(score.items.map((i) => [i.content_type, i.status])).toEqual([
      ['quiz', 'not_submitted'],
      ['assignment', 'not_submitted'],
      ['homework', 'not_submitted'],
      ['quiz', 'not_submitted'],
    ]);
  });

  it('weighs grade points by maximum marks and keeps the subscription’s gpa_final_score', async () => {
    const { s, attempt } = await gradedStudent('gpa@example.ca');
    const score = (await gpaOf(s)).json() as TGpaScore;
    const [quiz, caseStudy, schedule] = score.items;
    expect(quiz).toMatchObject({
      name: QUIZ,
      status: 'graded',
      marks: 7,
      max_marks: 7,
      percent: 100,
      letter: 'A+',
      grade_points: 4,
      weight: 7,
      weight_percent: 6.54,
      passed: true,
      counted_attempt: attempt,
    });
    expect(caseStudy).toMatchObject({
      name: CASE_STUDY,
      status: 'graded',
      marks: 70,
      max_marks: 100,
      percent: 70,
      letter: 'B-',
      grade_points: 2.7,
      weight_percent: 93.46,
      // 70 % reaches the case study's 60 % pass mark
      pass_mark_percent: 60,
      passed: true,
      counted_attempt: null,
    });
    expect(schedule).toMatchObject({ status: 'not_submitted', marks: null, weight_percent: null });
    // (4.0 × 7 + 2.7 × 100) / 107
    expect(score).toMatchObject({ gpa: 2.79, overall_percent: 71.96, graded_count: 2 });
    const subscription = (await get(s, `/api/v1/subscriptions/${s.subscription}/`)).json();
    expect(subscription).toMatchObject({ has_gpa: true, gpa_final_score: 2.79 });

    await portal('grade', s.email, GPA_PROGRAM, 'privacy-breach-case-study', '90');
    expect((await get(s, `/api/v1/subscriptions/${s.subscription}/`)).json().gpa_final_score).toBe(4);
  });

  it('shows marks without a GPA for a program that reports none', async () => {
    const s = await enrolledStudent(t, 'free@example.ca', 'digital-literacy-essentials');
    const quiz = (await itemByName(t, s, 'Check-in: computer basics')).id;
    await completeBefore(t, s, quiz);
    const attempt = await startQuiz(t, s, quiz);
    await patchQuiz(t, s, attempt.id, {
      answers: answersFor(await answerKey(t, quiz), true, ''),
      status: 'submitted',
    });
    const score = (await gpaOf(s)).json() as TGpaScore;
    expect(score).toMatchObject({ has_gpa: false, gpa: null, overall_percent: 80, graded_count: 1 });
    expect(score.items[0]).toMatchObject({ marks: 4, percent: 80, letter: 'A-', grade_points: 3.7 });
    expect((await get(s, `/api/v1/subscriptions/${s.subscription}/`)).json().gpa_final_score).toBeNull();
  });

  it("answers 404 for another student's subscription", async () => {
    const s = await enrolledStudent(t, 'gpa-owner@example.ca', GPA_PROGRAM);
    const other = await enrolledStudent(t, 'gpa-other@example.ca', GPA_PROGRAM);
    expect((await gpaOf(other, s.subscription)).statusCode).toBe(404);
    expect((await get(other, `/api/v1/transcripts/${s.subscription}/`)).statusCode).toBe(404);
    expect((await transcriptPdf(other, s.subscription)).statusCode).toBe(404);
  });
});

describe('the transcript', () => {
  it('is a PDF of every assessed item with its grade and the GPA, and the same as JSON', async () => {
    const { s } = await gradedStudent('transcript@example.ca');
    const res = await transcriptPdf(s);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="transcript_${s.subscription}.pdf"`,
    );
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Academic Transcript',
      'Test Student',
      'Medical Office Administration',
      'In progress',
      '2.79 / 4.00',
      QUIZ,
      CASE_STUDY,
      "Build a day's schedule",
      'Final quiz: privacy, scheduling and billing',
      'Not submitted',
      'November 22, 2026',
    ])
      expect(text, expected).toContain(expected);
    expect(text).toMatch(/Quiz: terminology and the front desk\s+Quiz\s+7\s*\/\s*7\s+100%\s+A\+\s+4\.0/);
    expect(text.split('\f').filter((page) => page.trim())).toHaveLength(1);
    expect(text).toMatch(/Privacy breach case study\s+Assignment\s+70\s*\/\s*100\s+70%\s+B-\s+2\.7/);

    const json = (await get(s, `/api/v1/transcripts/${s.subscription}/`)).json() as TTranscript;
    expect(json).toMatchObject({
      subscription: s.subscription,
      student: { first_name: 'Test', last_name: 'Student' },
      program_name: 'Medical Office Administration',
      status: 'active',
      completed_on: null,
      has_gpa: true,
      gpa: 2.79,
      certificate: null,
    });
    expect(json.items).toHaveLength(4);
  });
});
