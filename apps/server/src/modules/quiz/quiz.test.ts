import { QUIZ_MESSAGES, type TQuiz } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPortal } from '../../cli/run-portal';
import { contents } from '../../db/schema';
import { type Enrolled, completeBefore, contentOf, enrolledStudent, itemByName } from '../../test/journey';
import {
  answerKey,
  answersFor,
  getQuiz,
  mcqMarks,
  patchQuiz,
  startQuiz,
  startQuizCall,
} from '../../test/quizzes';
import { latestMail } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { forgetCatalogue } from '../catalogue/catalogue-cache';
import { findContent } from '../catalogue/catalogue.repository';

const FREE = 'digital-literacy-essentials';
const QUIZ = 'Check-in: computer basics';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

/** A student at the quiz: every item before it complete. */
async function atQuiz(email: string) {
  const s = await enrolledStudent(t, email, FREE);
  const quiz = await itemByName(t, s, QUIZ);
  await completeBefore(t, s, quiz.id);
  return { s, quiz: quiz.id, key: await answerKey(t, quiz.id) };
}

const refusal = (message: string, code?: string) => ({
  non_field_errors: [message],
  ...(code ? { codes: { non_field_errors: [{ code }] } } : {}),
});

/** The school's operator command, run inside this test's server. */
async function portal(...args: string[]) {
  const lines: string[] = [];
  const code = await runPortal(args, { log: (l) => lines.push(l), error: (l) => lines.push(l) }, {}, '.', {
    open: async () => t.ctx,
    release: async () => {},
  });
  return { code, output: lines.join('\n') };
}

async function submitQuiz(s: Enrolled, quiz: TQuiz, answers: object[]) {
  const res = await patchQuiz(t, s, quiz.id, { answers, status: 'submitted' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TQuiz;
}

/** Switches a quiz's settings, as a re-import of the school's content would. */
async function setQuizSettings(content: number, change: object) {
  const row = (await findContent(t.ctx.db, content))!;
  await t.ctx.db
    .update(contents)
    .set({ settings: { ...row.settings, quiz: { ...row.settings.quiz!, ...change } } })
    .where(eq(contents.id, content));
  // written around the import, which is what forgets the room's copy of the catalogue
  forgetCatalogue(t.ctx.db);
}

describe('taking a quiz', () => {
  it('starts an attempt with every question and no answer key, and a second start resumes it', async () => {
    const { s, quiz, key } = await atQuiz('start@example.ca');
    const first = await startQuiz(t, s, quiz);
    expect(first).toMatchObject({
      content: quiz,
      subscription: s.subscription,
      course_slug: FREE,
      name: QUIZ,
      status: 'in_progress',
      attempt: 1,
      attempts_allowed: 3,
      attempts_used: 1,
      time_limit_minutes: null,
      ends_at: null,
      remaining_time: null,
      submitted_at: null,
      result: null,
    });
    expect(first.answers.map((a) => a.question.id)).toEqual(key.map((q) => q.id));
    expect(first.answers.every((a) => a.mcq_answer === '' && a.subjective_answer === '')).toBe(true);
    expect(first.answers.map((a) => a.question.question_type)).toEqual([
      'mcq',
      'mcq',
      'mcq',
      'mcq',
      'subjective',
    ]);
    expect(first.answers[2]!.question.multiple).toBe(true);
    expect(JSON.stringify(first)).not.toContain('correct');

    const again = await startQuiz(t, s, quiz);
    expect(again.id).toBe(first.id);
    expect(again.attempts_used).toBe(1);
  });

  it('saves answers as the student goes, submitting nothing without status submitted', async () => {
    const { s, quiz, key } = await atQuiz('progress@example.ca');
    const started = await startQuiz(t, s, quiz);
    const multi = key[2]!;
    const saved = await patchQuiz(t, s, started.id, {
      answers: [
        { question: key[0]!.id, mcq_answer: String(key[0]!.correct[0]) },
        { question: multi.id, mcq_answer: [...multi.correct].reverse().join(',') },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const later = await patchQuiz(t, s, started.id, {
      answers: [{ question: key[4]!.id, subjective_answer: 'On OneDrive and a USB key.' }],
      status: 'in_progress',
    });
    expect(later.json().status).toBe('in_progress');

    const read = (await getQuiz(t, s, started.id)).json() as TQuiz;
    expect(read.status).toBe('in_progress');
    expect(read.answers.map((a) => [a.mcq_answer, a.subjective_answer])).toEqual([
      [String(key[0]!.correct[0]), ''],
      ['', ''],
      [multi.correct.join(','), ''],
      ['', ''],
      ['', 'On OneDrive and a USB key.'],
    ]);
    expect((await contentOf(t, s, quiz)).is_completed).toBe(false);
  });

  it('scores mcq answers at submission, completes the quiz, and waits for the school on written answers', async () => {
    const { s, quiz, key } = await atQuiz('graded@example.ca');
    const before = (await contentOf(t, s, quiz)).mandatory_content_progress;
    const started = await startQuiz(t, s, quiz);
    const submitted = await submitQuiz(s, started, answersFor(key, true));
    expect(submitted).toMatchObject({
      status: 'submitted',
      submitted_by: 'student',
      result: { is_graded: false, marks: null, max_marks: 5, percent: null, passed: null },
    });

    const item = await contentOf(t, s, quiz);
    expect(item).toMatchObject({
      is_completed: true,
      can_proceed_to_next_content: { can_proceed: true, reason: null },
      marks: null,
      submission: { status: 'submitted', marks: null, max_marks: 5, text: '', file: null },
    });
    expect(item.mandatory_content_progress).toBeGreaterThan(before);

    const graded = await portal(
      'grade-quiz',
      s.email,
      FREE,
      'basics-check-in',
      '5',
      '1',
      '--remarks',
      'Good.',
    );
    expect(graded).toEqual({
      code: 0,
      output: `Graded question 5 of “${QUIZ}” (attempt 1) of ${s.email}: 1/1; the attempt scores 5/5; the student was mailed.`,
    });
    expect((await getQuiz(t, s, started.id)).json().result).toEqual({
      is_graded: true,
      marks: 5,
      max_marks: 5,
      percent: 100,
      passed: true,
    });
    expect(await contentOf(t, s, quiz)).toMatchObject({
      marks: 5,
      submission: { status: 'graded', marks: 5, max_marks: 5 },
    });
    const mail = await latestMail(t, s.email);
    expect(mail?.subject).toBe(`Graded: ${QUIZ}`);
    expect(mail?.text).toContain('5/5');
  });

  it('gives wrong, partial and blank answers nothing, and a blank written answer needs no grading', async () => {
    const { s, quiz, key } = await atQuiz('wrong@example.ca');
    const started = await startQuiz(t, s, quiz);
    const [single, second, multi, fourth] = key;
    const submitted = await submitQuiz(s, started, [
      { question: single!.id, mcq_answer: String(single!.wrong[0]) },
      { question: second!.id, mcq_answer: String(second!.correct[0]) },
      // one of the two correct options, then every option: neither is the correct set
      { question: multi!.id, mcq_answer: String(multi!.correct[0]) },
      { question: fourth!.id, mcq_answer: '' },
    ]);
    expect(submitted.result).toEqual({ is_graded: true, marks: 1, max_marks: 5, percent: 20, passed: false });

    const again = await startQuiz(t, s, quiz);
    expect(again.attempt).toBe(2);
    const all = await submitQuiz(s, again, [
      { question: multi!.id, mcq_answer: [...multi!.correct, ...multi!.wrong].join(',') },
    ]);
    expect(all.result?.marks).toBe(0);
  });
});

describe('attempts and the marks that count', () => {
  it('counts every attempt started and refuses one more than allowed', async () => {
    const { s, quiz, key } = await atQuiz('attempts@example.ca');
    for (let n = 1; n <= 3; n++) {
      const attempt = await startQuiz(t, s, quiz);
      expect(attempt).toMatchObject({ attempt: n, attempts_used: n });
      await submitQuiz(s, attempt, answersFor(key, n === 2, ''));
    }
    const refused = await startQuizCall(t, s, quiz);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(refusal(QUIZ_MESSAGES.noAttemptsLeft, 'quiz.noAttemptsLeft'));

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quizzes/?content=${quiz}&subscription=${s.subscription}`,
      headers: { cookie: s.cookie },
    });
    expect(list.statusCode).toBe(200);
    const attempts = list.json();
    expect(attempts).toMatchObject({
      count: 3,
      attempts_allowed: 3,
      attempts_used: 3,
      open_attempt: null,
      can_start: {
        can_start: false,
        reason: QUIZ_MESSAGES.noAttemptsLeft,
        reason_code: { code: 'quiz.noAttemptsLeft' },
      },
      // the best: the second, all right with a blank written answer
      result: { is_graded: true, marks: mcqMarks(key), max_marks: 5 },
    });
    expect(attempts.results.map((a: TQuiz) => a.attempt)).toEqual([3, 2, 1]);
    expect(attempts.counted_attempt).toBe(attempts.results[1].id);
    expect((await contentOf(t, s, quiz)).marks).toBe(mcqMarks(key));
  });

  it('keeps the best graded attempt, or the last one when the quiz says so', async () => {
    const { s, quiz, key } = await atQuiz('rules@example.ca');
    const good = await submitQuiz(s, await startQuiz(t, s, quiz), answersFor(key, true, ''));
    const poor = await submitQuiz(s, await startQuiz(t, s, quiz), answersFor(key, false, ''));
    expect([good.result?.marks, poor.result?.marks]).toEqual([4, 0]);
    expect((await contentOf(t, s, quiz)).marks).toBe(4);

    await setQuizSettings(quiz, { grading: 'last' });
    try {
      // a written answer awaits the school: under the last rule no marks count until it is graded
      await submitQuiz(s, await startQuiz(t, s, quiz), answersFor(key, false));
      expect((await contentOf(t, s, quiz)).submission).toMatchObject({ status: 'submitted', marks: null });
      expect((await portal('grade-quiz', s.email, FREE, String(quiz), '5', '0.5')).code).toBe(0);
      expect((await contentOf(t, s, quiz)).marks).toBe(0.5);
    } finally {
      await setQuizSettings(quiz, { grading: 'best' });
    }
  });
});

describe('what a quiz refuses', () => {
  it("answers 404 for another student's attempt and subscription", async () => {
    const { s, quiz } = await atQuiz('owner@example.ca');
    const other = await enrolledStudent(t, 'intruder@example.ca', FREE);
    const attempt = await startQuiz(t, s, quiz);
    expect((await getQuiz(t, other, attempt.id)).statusCode).toBe(404);
    const patched = await patchQuiz(t, other, attempt.id, { answers: [], status: 'submitted' });
    expect(patched.statusCode).toBe(404);
    expect((await startQuizCall(t, other, quiz, s.subscription)).statusCode).toBe(404);
    const review = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz-attempts/${attempt.id}/`,
      headers: { cookie: other.cookie },
    });
    expect(review.statusCode).toBe(404);
    expect((await getQuiz(t, s, attempt.id)).json().status).toBe('in_progress');
  });

  it('refuses a locked quiz, an item that is not a quiz, and a second submit, the first standing', async () => {
    const fresh = await enrolledStudent(t, 'early@example.ca', FREE);
    const locked = await startQuizCall(t, fresh, (await itemByName(t, fresh, QUIZ)).id);
    expect(locked.statusCode).toBe(403);
    expect(locked.json().detail).toBe('Complete “Your computer, files and folders” to unlock this.');
    const lesson = (await itemByName(t, fresh, 'Your computer, files and folders')).id;
    expect((await startQuizCall(t, fresh, lesson)).json()).toEqual(
      refusal(QUIZ_MESSAGES.notAQuiz, 'quiz.notAQuiz'),
    );

    const { s, quiz, key } = await atQuiz('twice@example.ca');
    const attempt = await startQuiz(t, s, quiz);
    const first = await submitQuiz(s, attempt, answersFor(key, true, ''));
    const second = await patchQuiz(t, s, attempt.id, {
      answers: answersFor(key, false),
      status: 'submitted',
    });
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual(refusal(QUIZ_MESSAGES.alreadySubmitted, 'quiz.alreadySubmitted'));
    const saveOnly = await patchQuiz(t, s, attempt.id, { answers: answersFor(key, false) });
    expect(saveOnly.json()).toEqual(refusal(QUIZ_MESSAGES.alreadySubmitted, 'quiz.alreadySubmitted'));
    expect((await getQuiz(t, s, attempt.id)).json()).toEqual(first);
  });

  it('starts one attempt from two tabs at once, and takes one of two submits at once', async () => {
    const { s, quiz, key } = await atQuiz('two-tabs@example.ca');
    const started = await Promise.all([startQuizCall(t, s, quiz), startQuizCall(t, s, quiz)]);
    expect(started.map((r) => r.statusCode)).toEqual([200, 200]);
    const [one, two] = started.map((r) => r.json() as TQuiz);
    expect(two!.id).toBe(one!.id);

    const submits = await Promise.all([
      patchQuiz(t, s, one!.id, { answers: answersFor(key, true, ''), status: 'submitted' }),
      patchQuiz(t, s, one!.id, { answers: answersFor(key, false, ''), status: 'submitted' }),
    ]);
    expect(submits.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = submits.find((r) => r.statusCode === 200)!.json() as TQuiz;
    expect((await getQuiz(t, s, one!.id)).json()).toEqual(winner);
  });

  it('refuses answers to questions of another quiz or unfit for their question, saving none of them', async () => {
    const { s, quiz, key } = await atQuiz('foreign@example.ca');
    const attempt = await startQuiz(t, s, quiz);
    const finalQuiz = (await itemByName(t, s, 'Final quiz: staying safe online')).id;
    const foreign = (await answerKey(t, finalQuiz))[0]!;
    const [single, , multi, , written] = key;
    const cases: [object[], string, string?][] = [
      [
        [{ question: foreign.id, mcq_answer: String(foreign.correct[0]) }],
        QUIZ_MESSAGES.questionNotInQuiz,
        'quiz.questionNotInQuiz',
      ],
      [[{ question: single!.id, mcq_answer: '99' }], QUIZ_MESSAGES.unknownOption, 'quiz.unknownOption'],
      [
        [{ question: single!.id, mcq_answer: single!.wrong.slice(0, 2).join(',') }],
        QUIZ_MESSAGES.singleChoice,
        'quiz.singleChoice',
      ],
      [[{ question: single!.id, subjective_answer: 'PDF' }], QUIZ_MESSAGES.mcqOnly, 'quiz.mcqOnly'],
      [[{ question: written!.id, mcq_answer: '1' }], QUIZ_MESSAGES.subjectiveOnly, 'quiz.subjectiveOnly'],
      [
        [
          { question: multi!.id, mcq_answer: multi!.correct.join(',') },
          { question: multi!.id, mcq_answer: '' },
        ],
        QUIZ_MESSAGES.duplicateQuestion,
        'quiz.duplicateQuestion',
      ],
    ];
    for (const [answers, message, code] of cases) {
      // the valid answer sent first in the same request is not saved either
      const res = await patchQuiz(t, s, attempt.id, {
        answers: [{ question: key[1]!.id, mcq_answer: String(key[1]!.correct[0]) }, ...answers],
        status: 'submitted',
      });
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual(refusal(message, code));
    }
    const malformed = await patchQuiz(t, s, attempt.id, {
      answers: [{ question: single!.id, mcq_answer: 'a,b' }],
    });
    expect(malformed.statusCode).toBe(400);
    const read = (await getQuiz(t, s, attempt.id)).json() as TQuiz;
    expect(read.status).toBe('in_progress');
    expect(read.answers.every((a) => a.mcq_answer === '' && a.subjective_answer === '')).toBe(true);
  });
});

describe('the review of an attempt', () => {
  it('shows marks with the correct answers when the quiz shows answers, and hides them otherwise', async () => {
    const { s, quiz, key } = await atQuiz('review@example.ca');
    const open = await startQuiz(t, s, quiz);
    const early = await t.app.inject({
      method: 'GET',
      url: `/api/v1/quiz-attempts/${open.id}/`,
      headers: { cookie: s.cookie },
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ detail: QUIZ_MESSAGES.notSubmittedYet });

    await submitQuiz(s, open, answersFor(key, false));
    await portal('grade-quiz', s.email, FREE, 'basics-check-in', '5', '0.5', '--remarks', 'Say where.');
    const read = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/quiz-attempts/${open.id}/`,
          headers: { cookie: s.cookie },
        })
      ).json();

    const shown = await read();
    expect(shown).toMatchObject({
      id: open.id,
      attempt: 1,
      is_counted: true,
      show_answers: true,
      submitted_by: 'student',
      result: { is_graded: true, marks: 0.5, max_marks: 5, passed: false },
    });
    expect(shown.answers[0]).toMatchObject({
      mcq_answer: String(key[0]!.wrong[0]),
      marks: 0,
      is_correct: false,
      correct_options: key[0]!.correct,
    });
    expect(shown.answers[0].explanation).toContain('PDF');
    expect(shown.answers[4]).toMatchObject({
      marks: 0.5,
      remarks: 'Say where.',
      is_correct: null,
      correct_options: null,
    });

    await setQuizSettings(quiz, { show_answers: false });
    try {
      const hidden = await read();
      expect(hidden.show_answers).toBe(false);
      expect(hidden.answers[0]).toMatchObject({
        marks: null,
        is_correct: null,
        correct_options: null,
        explanation: null,
      });
      expect(hidden.answers[4]).toMatchObject({ marks: 0.5, remarks: 'Say where.' });
      expect(hidden.result.marks).toBe(0.5);
    } finally {
      await setQuizSettings(quiz, { show_answers: true });
    }
  });
});

describe('portal grade-quiz', () => {
  it('refuses what cannot be graded', async () => {
    const { s, quiz } = await atQuiz('cli@example.ca');
    const cases: [string[], string][] = [
      [['basics-check-in', '5', '1'], `Nothing to grade: “${QUIZ}” has no submitted attempt.`],
      [['basics-check-in', '9', '1'], `“${QUIZ}” has 5 questions; there is no question 9.`],
      [
        ['basics-check-in', '1', '1'],
        'question: Question 1 is multiple choice; it is scored when the attempt is submitted.',
      ],
      [['basics-check-in', '5', '2'], 'marks: Marks run from 0 to 1.'],
      [['basics-check-in', 'first', '1'], 'question: a question number such as 3'],
      [
        ['files-and-folders', '1', '1'],
        'content: “Your computer, files and folders” is not a quiz; use portal grade for assignments.',
      ],
    ];
    for (const [args, message] of cases) {
      expect(await portal('grade-quiz', s.email, FREE, ...args)).toEqual({ code: 1, output: message });
    }
    await startQuiz(t, s, quiz);
    expect(
      (await portal('grade-quiz', s.email, FREE, 'basics-check-in', '5', '1', '--attempt', '1')).output,
    ).toBe(`Attempt 1 of “${QUIZ}” has not been submitted.`);
  });
});
