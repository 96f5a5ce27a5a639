import { QUIZ_MESSAGES, type TQuiz } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeBefore, contentOf, enrolledStudent, itemByName } from '../../test/journey';
import { type KeyedQuestion, answerKey, answersFor, getQuiz, patchQuiz, startQuiz } from '../../test/quizzes';
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
    expect(late.json()).toEqual({
      non_field_errors: [QUIZ_MESSAGES.timeUp],
      codes: { non_field_errors: [{ code: 'quiz.timeUp' }] },
    });

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

/** An instant `seconds` after the quiz started, as a device whose clock runs an hour fast reads it. */
const fastDevice = (seconds: number) => new Date(start.getTime() + seconds * 1000 + 3600_000).toISOString();
const at = (seconds: number) => {
  clock.now = new Date(start.getTime() + seconds * 1000);
};
const DEADLINE = 10 * 60;
const right = (question: KeyedQuestion) => question.correct.join(',');

describe('answers kept on a device that was offline', () => {
  it('counts answers made before the deadline that arrive within the grace, and submits the attempt as the timer’s', async () => {
    const { s, quiz, key } = await atTimedQuiz('offline-in-time@example.ca');
    const started = await startQuiz(t, s, quiz);
    const [first, second] = key;
    at(60);
    await patchQuiz(t, s, started.id, {
      answers: [{ question: first!.id, mcq_answer: right(first!) }],
    });
    // offline from 9:00; the second answer is given at 9:30; the connection is back at 14:00
    at(DEADLINE + 2 * 60);
    expect((await getQuiz(t, s, started.id)).json()).toMatchObject({
      status: 'in_progress',
      remaining_time: 0,
    });
    at(DEADLINE + 4 * 60);
    const late = await patchQuiz(t, s, started.id, {
      answers: [
        { question: first!.id, mcq_answer: right(first!), answered_at: fastDevice(60) },
        {
          question: second!.id,
          mcq_answer: right(second!),
          answered_at: fastDevice(9 * 60 + 30),
        },
      ],
      sent_at: fastDevice(DEADLINE + 4 * 60),
      status: 'submitted',
    });
    expect(late.statusCode, late.body).toBe(200);
    const submitted = late.json() as TQuiz;
    expect(submitted).toMatchObject({
      status: 'submitted',
      submitted_by: 'timer',
      submitted_at: started.ends_at,
    });
    expect(submitted.answers.map((a) => a.mcq_answer).slice(0, 2)).toEqual([right(first!), right(second!)]);
    expect(submitted.result).toMatchObject({ is_graded: true, marks: first!.marks + second!.marks });
  });

  it('submits the attempt at its first save after the deadline, even one that does not ask to', async () => {
    const { s, quiz, key } = await atTimedQuiz('offline-no-status@example.ca');
    const started = await startQuiz(t, s, quiz);
    const [first] = key;
    at(DEADLINE + 30);
    const late = await patchQuiz(t, s, started.id, {
      answers: [
        {
          question: first!.id,
          mcq_answer: right(first!),
          answered_at: fastDevice(DEADLINE - 60),
        },
      ],
      sent_at: fastDevice(DEADLINE + 30),
    });
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toMatchObject({ status: 'submitted', submitted_by: 'timer' });
    expect((await patchQuiz(t, s, started.id, { answers: [] })).json()).toEqual({
      non_field_errors: [QUIZ_MESSAGES.timeUp],
      codes: { non_field_errors: [{ code: 'quiz.timeUp' }] },
    });
  });

  it('refuses a save that arrives after the grace, and the attempt keeps what was saved in time', async () => {
    const { s, quiz, key } = await atTimedQuiz('offline-too-late@example.ca');
    const started = await startQuiz(t, s, quiz);
    const [first, second] = key;
    at(60);
    await patchQuiz(t, s, started.id, {
      answers: [{ question: first!.id, mcq_answer: right(first!) }],
    });
    at(DEADLINE + 10 * 60 + 1);
    const late = await patchQuiz(t, s, started.id, {
      answers: [{ question: second!.id, mcq_answer: right(second!), answered_at: fastDevice(5 * 60) }],
      sent_at: fastDevice(DEADLINE + 10 * 60 + 1),
      status: 'submitted',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      non_field_errors: [QUIZ_MESSAGES.timeUp],
      codes: { non_field_errors: [{ code: 'quiz.timeUp' }] },
    });
    const read = (await getQuiz(t, s, started.id)).json() as TQuiz;
    expect(read).toMatchObject({ status: 'submitted', submitted_by: 'timer', submitted_at: started.ends_at });
    expect(read.answers.map((a) => a.mcq_answer).slice(0, 2)).toEqual([right(first!), '']);
  });

  it('drops an answer made after the deadline, keeping those of the same save made in time', async () => {
    const { s, quiz, key } = await atTimedQuiz('offline-made-late@example.ca');
    const started = await startQuiz(t, s, quiz);
    const [first, second] = key;
    at(DEADLINE + 3 * 60);
    const late = await patchQuiz(t, s, started.id, {
      answers: [
        {
          question: first!.id,
          mcq_answer: right(first!),
          answered_at: fastDevice(DEADLINE - 20),
        },
        // two minutes after the deadline, by the device's own account
        {
          question: second!.id,
          mcq_answer: right(second!),
          answered_at: fastDevice(DEADLINE + 60),
        },
      ],
      sent_at: fastDevice(DEADLINE + 3 * 60),
    });
    expect(late.json()).toEqual({
      non_field_errors: [QUIZ_MESSAGES.timeUp],
      codes: { non_field_errors: [{ code: 'quiz.timeUp' }] },
    });
    const read = (await getQuiz(t, s, started.id)).json() as TQuiz;
    expect(read).toMatchObject({ status: 'submitted', submitted_by: 'timer' });
    expect(read.answers.map((a) => a.mcq_answer).slice(0, 2)).toEqual([right(first!), '']);
  });

  it('keeps the newest answer when an older one arrives after it, and takes an answer saved already again at any time', async () => {
    const { s, quiz, key } = await atTimedQuiz('offline-newest@example.ca');
    const started = await startQuiz(t, s, quiz);
    const [first] = key;
    const kept = right(first!);
    const wrong = String(first!.wrong[0]);
    at(3 * 60);
    await patchQuiz(t, s, started.id, { answers: [{ question: first!.id, mcq_answer: kept }] });
    // a retry of the answer given at 2:00, before the student changed their mind
    at(4 * 60);
    const older = await patchQuiz(t, s, started.id, {
      answers: [{ question: first!.id, mcq_answer: wrong, answered_at: fastDevice(2 * 60) }],
      sent_at: fastDevice(4 * 60),
    });
    expect(older.statusCode, older.body).toBe(200);
    expect((older.json() as TQuiz).answers[0]!.mcq_answer).toBe(kept);

    // after the deadline, the answer the server has counts however late it is sent again
    at(DEADLINE + 60);
    const again = await patchQuiz(t, s, started.id, {
      answers: [{ question: first!.id, mcq_answer: kept }],
      status: 'submitted',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'submitted', result: { marks: first!.marks } });
  });

  it("refuses another student's attempt within the grace as at any time, and leaves it as it was", async () => {
    const { s, quiz, key } = await atTimedQuiz('offline-owner@example.ca');
    const started = await startQuiz(t, s, quiz);
    const [first] = key;
    const other = await enrolledStudent(t, 'offline-other@example.ca', PROGRAM);
    const body = {
      answers: [{ question: first!.id, mcq_answer: right(first!), answered_at: fastDevice(60) }],
      sent_at: fastDevice(DEADLINE + 60),
      status: 'submitted',
    };
    at(DEADLINE + 60);
    const refused = await patchQuiz(t, other, started.id, body);
    expect(refused.statusCode).toBe(404);
    expect((await getQuiz(t, other, started.id)).statusCode).toBe(404);
    const read = (await getQuiz(t, s, started.id)).json() as TQuiz;
    expect(read).toMatchObject({ status: 'in_progress' });
    expect(read.answers[0]!.mcq_answer).toBe('');

    const own = await patchQuiz(t, s, started.id, body);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      status: 'submitted',
      submitted_by: 'timer',
      result: { marks: first!.marks },
    });
  });
});
