import { ASSESSMENT_MESSAGES, type TQuiz } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeBefore, contentOf, enrolledStudent, itemByName } from '../../test/journey';
import { answerKey, answersFor, getQuiz, patchQuiz, startQuiz } from '../../test/quizzes';
import { type TestApp, createTestApp } from '../../test/test-app';

// terminology quiz: 10 minutes, 3 attempts, best; the program reports a GPA
const PROGRAM = 'medical-office-administration';
const QUIZ = 'Quiz: terminology and the front desk';
const start = new Date('2026-11-22T15:00:00Z');
const clock = { now: start };
const advance = (seconds: number) => {
  clock.now = new Date(clock.now.getTime() + seconds * 1000);
};
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => clock.now });
});
afterAll(() => t.close());

async function atTimedQuiz(email: string) {
  clock.now = start;
  const s = await enrolledStudent(t, email, PROGRAM);
  const quiz = await itemByName(t, s, QUIZ);
  await completeBefore(t, s, quiz.id);
  return { s, quiz: quiz.id, key: await answerKey(t, quiz.id) };
}

describe('the quiz timer', () => {
  it('counts down on the server: a reload or a second start does not reset it', async () => {
    const { s, quiz } = await atTimedQuiz('clock@example.ca');
    const started = await startQuiz(t, s, quiz);
    expect(started).toMatchObject({
      time_limit_minutes: 10,
      remaining_time: 600,
      started_at: start.toISOString(),
      ends_at: '2026-11-22T15:10:00.000Z',
    });
    advance(4 * 60 + 0.3);
    expect((await getQuiz(t, s, started.id)).json().remaining_time).toBe(360);
    const resumed = await startQuiz(t, s, quiz);
    expect(resumed).toMatchObject({
      id: started.id,
      attempt: 1,
      remaining_time: 360,
      ends_at: started.ends_at,
    });
  });

  it('takes the auto-submit that follows time-up, dated at the deadline', async () => {
    const { s, quiz, key } = await atTimedQuiz('autosubmit@example.ca');
    const started = await startQuiz(t, s, quiz);
    advance(9 * 60);
    expect(
      (await patchQuiz(t, s, started.id, { answers: answersFor(key, true).slice(0, 2) })).statusCode,
    ).toBe(200);
    // the web shows the time-up dialog at 0 and submits 1.5 s later
    advance(60 + 1.5);
    const read = (await getQuiz(t, s, started.id)).json() as TQuiz;
    expect(read).toMatchObject({ status: 'in_progress', remaining_time: 0 });
    const submitted = await patchQuiz(t, s, started.id, {
      answers: answersFor(key, true),
      status: 'submitted',
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({
      status: 'submitted',
      submitted_by: 'timer',
      submitted_at: '2026-11-22T15:10:00.000Z',
      remaining_time: 0,
    });
  });

  it('refuses answers after the deadline and submits the attempt with the answers saved in time', async () => {
    const { s, quiz, key } = await atTimedQuiz('late@example.ca');
    const started = await startQuiz(t, s, quiz);
    const [first, second] = key;
    await patchQuiz(t, s, started.id, {
      answers: [{ question: first!.id, mcq_answer: String(first!.correct[0]) }],
    });
    advance(10 * 60 + 6);
    const late = await patchQuiz(t, s, started.id, {
      answers: [{ question: second!.id, mcq_answer: String(second!.correct[0]) }],
      status: 'submitted',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ non_field_errors: [ASSESSMENT_MESSAGES.timeUp] });

    const read = (await getQuiz(t, s, started.id)).json() as TQuiz;
    expect(read).toMatchObject({
      status: 'submitted',
      submitted_by: 'timer',
      submitted_at: '2026-11-22T15:10:00.000Z',
      remaining_time: 0,
    });
    expect(read.answers.map((a) => a.mcq_answer).slice(0, 2)).toEqual([String(first!.correct[0]), '']);
    // the first answer's mark; the written answer was left blank, so nothing waits for the school
    expect(read.result).toMatchObject({ is_graded: true, marks: first!.marks });
  });

  it('submits an attempt left open past its time on the next read, and then starts a new one', async () => {
    const { s, quiz, key } = await atTimedQuiz('closed-tab@example.ca');
    const started = await startQuiz(t, s, quiz);
    await patchQuiz(t, s, started.id, { answers: answersFor(key, true) });
    advance(3 * 3600);
    const item = await contentOf(t, s, quiz);
    // the room alone does not read attempts: the quiz is not complete until one is read
    expect(item.is_completed).toBe(false);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quizzes/?content=${quiz}&subscription=${s.subscription}`,
      headers: { cookie: s.cookie },
    });
    expect(list.json()).toMatchObject({
      open_attempt: null,
      attempts_used: 1,
      can_start: { can_start: true, reason: null },
      results: [
        { id: started.id, status: 'submitted', submitted_by: 'timer', submitted_at: started.ends_at },
      ],
    });
    expect(await contentOf(t, s, quiz)).toMatchObject({
      is_completed: true,
      submission: { status: 'submitted' },
    });

    const next = await startQuiz(t, s, quiz);
    expect(next).toMatchObject({ attempt: 2, remaining_time: 600, status: 'in_progress' });
    expect(next.answers.every((a) => a.mcq_answer === '' && a.subjective_answer === '')).toBe(true);
  });
});
