import { QUIZ_MESSAGES, type TListQuizAttemptsResponse, type TQuiz } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPortal } from '../../cli/run-portal';
import { type Enrolled, completeBefore, enrolledStudent, itemByName } from '../../test/journey';
import { type KeyedQuestion, answerKey, getQuiz, patchQuiz, startQuiz } from '../../test/quizzes';
import { type TestApp, createTestApp } from '../../test/test-app';

// terminology quiz: 10 minutes, 3 attempts
const PROGRAM = 'medical-office-administration';
const OTHER_PROGRAM = 'digital-literacy-essentials';
const QUIZ = 'Quiz: terminology and the front desk';
const start = new Date('2026-11-22T15:00:00Z');
const clock = { now: start };
const at = (seconds: number) => {
  clock.now = new Date(start.getTime() + seconds * 1000);
};
/** An instant `seconds` after the start, as a device whose clock runs an hour slow reads it. */
const device = (seconds: number) => new Date(start.getTime() + seconds * 1000 - 3600_000).toISOString();
const right = (question: KeyedQuestion) => question.correct.join(',');
const minutesAfterStart = (minutes: number) => new Date(start.getTime() + minutes * 60_000).toISOString();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => clock.now });
});
afterAll(() => t.close());

/** Runs an operator command in the test portal's own context, as a forwarded command does. */
async function portal(...args: string[]) {
  const lines = { log: [] as string[], error: [] as string[] };
  const out = { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) };
  const source = { open: async () => t.ctx, release: async () => {} };
  const code = await runPortal(args, out, process.env, process.cwd(), source);
  return { code, ...lines };
}

async function atTimedQuiz(email: string) {
  clock.now = start;
  const s = await enrolledStudent(t, email, PROGRAM);
  const quiz = await itemByName(t, s, QUIZ);
  await completeBefore(t, s, quiz.id);
  return { s, quiz: quiz.id, key: await answerKey(t, quiz.id) };
}

async function attemptsOf(s: Enrolled, quiz: number): Promise<TListQuizAttemptsResponse> {
  const list = await t.app.inject({
    method: 'GET',
    url: `/api/v1/quizzes/?content=${quiz}&subscription=${s.subscription}`,
    headers: { cookie: s.cookie },
  });
  return list.json();
}

describe('extra time on timed quizzes', () => {
  it('multiplies the time limit: the deadline moves, and answers made after it are refused', async () => {
    const { s, quiz, key } = await atTimedQuiz('times-one-and-a-half@example.ca');
    expect((await portal('accommodation', 'set', s.email, '--multiplier', '1.5')).code).toBe(0);
    expect(await attemptsOf(s, quiz)).toMatchObject({ allowed_minutes: 15, accommodated: true });

    const started = await startQuiz(t, s, quiz);
    expect(started).toMatchObject({
      time_limit_minutes: 10,
      remaining_time: 900,
      ends_at: minutesAfterStart(15),
    });
    const [first, second] = key;
    // past the quiz's own 10 minutes, still in the student's time
    at(14 * 60);
    const inTime = await patchQuiz(t, s, started.id, {
      answers: [{ question: first!.id, mcq_answer: right(first!) }],
    });
    expect(inTime.statusCode, inTime.body).toBe(200);
    expect((inTime.json() as TQuiz).remaining_time).toBe(60);

    at(15 * 60 + 6);
    const late = await patchQuiz(t, s, started.id, {
      answers: [{ question: second!.id, mcq_answer: right(second!) }],
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
      submitted_at: minutesAfterStart(15),
    });
    expect(read.answers.map((a) => a.mcq_answer).slice(0, 2)).toEqual([right(first!), '']);
  });

  it('adds minutes, a program’s own accommodation winning over the one for every program', async () => {
    const { s, quiz, key } = await atTimedQuiz('extra-minutes@example.ca');
    expect((await portal('accommodation', 'set', s.email, '--multiplier', '2')).code).toBe(0);
    expect(
      (await portal('accommodation', 'set', s.email, '--extra-minutes', '10', '--program', PROGRAM)).code,
    ).toBe(0);
    expect(await attemptsOf(s, quiz)).toMatchObject({ allowed_minutes: 20, accommodated: true });
    const started = await startQuiz(t, s, quiz);
    expect(started).toMatchObject({ remaining_time: 1200, ends_at: minutesAfterStart(20) });

    // the offline grace (ADR 029) counts from the student's own deadline
    const [first, second] = key;
    at(20 * 60 + 4 * 60);
    const late = await patchQuiz(t, s, started.id, {
      answers: [
        { question: first!.id, mcq_answer: right(first!), answered_at: device(19 * 60) },
        { question: second!.id, mcq_answer: right(second!), answered_at: device(20 * 60 + 60) },
      ],
      sent_at: device(20 * 60 + 4 * 60),
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

  it('never gives one student’s extra time to another, nor a program’s to another program', async () => {
    const a = await atTimedQuiz('accommodated@example.ca');
    const b = await atTimedQuiz('not-accommodated@example.ca');
    expect(
      (await portal('accommodation', 'set', a.s.email, '--extra-minutes', '30', '--program', OTHER_PROGRAM))
        .code,
    ).toBe(0);
    expect((await portal('accommodation', 'set', b.s.email, '--extra-minutes', '5')).code).toBe(0);
    expect(await attemptsOf(a.s, a.quiz)).toMatchObject({ allowed_minutes: 10, accommodated: false });
    expect(await startQuiz(t, a.s, a.quiz)).toMatchObject({
      remaining_time: 600,
      ends_at: minutesAfterStart(10),
    });
    expect(await startQuiz(t, b.s, b.quiz)).toMatchObject({ ends_at: minutesAfterStart(15) });
  });

  it('applies from the next attempt: a running clock keeps its deadline', async () => {
    const { s, quiz } = await atTimedQuiz('mid-attempt@example.ca');
    const started = await startQuiz(t, s, quiz);
    expect((await portal('accommodation', 'set', s.email, '--extra-minutes', '15')).code).toBe(0);
    expect(await startQuiz(t, s, quiz)).toMatchObject({ id: started.id, ends_at: minutesAfterStart(10) });
  });
});

describe('portal accommodation', () => {
  it('sets, lists and clears, and refuses what it cannot use', async () => {
    clock.now = start;
    const s = await enrolledStudent(t, 'accommodation-cli@example.ca', PROGRAM);
    const set = await portal(
      'accommodation',
      'set',
      s.email,
      '--multiplier',
      '1.25',
      '--note',
      'Letter\nof 2026',
    );
    expect(set).toMatchObject({
      code: 0,
      log: [
        `${s.email} has 1.25× the time limit on timed quizzes in every program, from their next attempt.`,
      ],
    });
    const perProgram = await portal(
      'accommodation',
      'set',
      s.email,
      '--extra-minutes',
      '10',
      '--program',
      PROGRAM,
    );
    expect(perProgram.log).toEqual([
      `${s.email} has 10 extra minutes on timed quizzes in ${PROGRAM}, from their next attempt.`,
    ]);
    // setting again replaces
    await portal('accommodation', 'set', s.email, '--extra-minutes', '12', '--program', PROGRAM);

    const list = await portal('accommodation', 'list');
    expect(list.code).toBe(0);
    const mine = list.log.filter((l) => l.startsWith(`${s.email}\t`)).map((l) => l.split('\t'));
    expect(mine.map((cells) => [cells[0], cells[1], cells[2], cells[4]])).toEqual([
      [s.email, '(all)', '×1.25', 'Letter of 2026'],
      [s.email, PROGRAM, '+12 min', '-'],
    ]);

    expect((await portal('accommodation', 'clear', s.email, '--program', PROGRAM)).log).toEqual([
      `${s.email} no longer has extra time on timed quizzes in ${PROGRAM}.`,
    ]);
    expect((await portal('accommodation', 'clear', s.email, '--program', PROGRAM)).log).toEqual([
      `${s.email} had no accommodation in ${PROGRAM}: nothing changed.`,
    ]);
    const after = await portal('accommodation', 'list');
    expect(after.log.filter((l) => l.startsWith(`${s.email}\t`))).toHaveLength(1);

    for (const [args, error] of [
      [['set', s.email], 'non_field_errors: give either --multiplier or --extra-minutes'],
      [
        ['set', s.email, '--multiplier', '1.5', '--extra-minutes', '5'],
        'non_field_errors: give either --multiplier or --extra-minutes',
      ],
      [['set', s.email, '--multiplier', '0.5'], 'multiplier: a multiplier above 1 and up to 4, such as 1.5'],
      [['set', s.email, '--multiplier', 'lots'], 'multiplier: a multiplier above 1 and up to 4, such as 1.5'],
      [['set', s.email, '--extra-minutes', '0'], 'extra-minutes: a whole number of minutes from 1 to 600'],
      [['set', s.email, '--extra-minutes', '5', '--program', 'no-such'], "No program 'no-such'."],
      [['set', 'nobody@example.ca', '--extra-minutes', '5'], 'No student with the email nobody@example.ca.'],
    ] as const) {
      const refused = await portal('accommodation', ...args);
      expect(refused.code, args.join(' ')).not.toBe(0);
      expect(refused.error).toEqual([error]);
    }
  });
});
