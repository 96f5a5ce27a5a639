import type { TStaffQuestions } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, contents, courses } from '../../db/schema';
import { completeBefore, enrolledStudent } from '../../test/journey';
import { startQuiz } from '../../test/quizzes';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';

const FREE = 'digital-literacy-essentials';

let t: TestApp;
let instructor: StaffClient;
let quiz: number;
let otherQuiz: number;
let finalQuiz: number;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const ids: Record<string, number> = {};
  for (const row of await t.ctx.db.select().from(courses)) ids[row.slug] = row.id;
  instructor = await staffMember(t, 'instructor', { programs: [ids[FREE]!] });
  const quizzes = await t.ctx.db.select().from(contents).where(eq(contents.contentType, 'quiz'));
  quiz = quizzes.find((q) => q.courseId === ids[FREE] && q.key === 'basics-check-in')!.id;
  otherQuiz = quizzes.find((q) => q.courseId !== ids[FREE])!.id;
  finalQuiz = quizzes.find((q) => q.courseId === ids[FREE] && q.key === 'final-quiz')!.id;
}, 120_000);
afterAll(() => t?.close());

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: instructor.cookie, origin: ORIGIN },
    ...(payload && { payload }),
  });
const questions = async (id = quiz) =>
  (await send('GET', `/api/v1/staff/contents/${id}/questions/`)).json() as TStaffQuestions;
const CHOICE = {
  question_type: 'mcq',
  text: 'Which of these is a strong password?',
  explanation: 'Length beats symbols.',
  marks: 2,
  options: [
    { text: 'P@ssw0rd', correct: false },
    { text: 'maple harbour violin stone', correct: true },
    { text: '123456', correct: false },
  ],
  translations: {
    'fr-CA': {
      text: 'Lequel de ces mots de passe est solide?',
      options: ['', 'érable port violon pierre', ''],
    },
  },
};

describe("a quiz's questions in the console", () => {
  it('takes a new question, in both languages, which the next attempt asks', async () => {
    const before = (await questions()).results.length;
    const res = await send('POST', `/api/v1/staff/contents/${quiz}/questions/`, CHOICE);
    expect(res.statusCode, res.body).toBe(201);
    const added = (res.json() as TStaffQuestions).results.at(-1)!;
    expect(added).toMatchObject({
      index: before,
      text: CHOICE.text,
      marks: 2,
      options: [
        { id: 1, text: 'P@ssw0rd', correct: false },
        { id: 2, text: 'maple harbour violin stone', correct: true },
        { id: 3, text: '123456', correct: false },
      ],
      translations: {
        'fr-CA': {
          text: 'Lequel de ces mots de passe est solide?',
          options: ['P@ssw0rd', 'érable port violon pierre', '123456'],
        },
      },
    });
    const [entry] = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'question.create'), eq(auditEntries.entityId, String(added.id))));
    expect(entry).toMatchObject({ actorEmail: instructor.email, entity: 'quiz_question' });

    const student = await enrolledStudent(t, 'questions-new@example.ca', FREE);
    await completeBefore(t, student, quiz);
    const attempt = await startQuiz(t, student, quiz);
    expect(attempt.answers.map((a) => a.question.text)).toContain(CHOICE.text);
  });

  it('refuses a question without what it needs, under its field, and another program’s quiz', async () => {
    const url = `/api/v1/staff/contents/${quiz}/questions/`;
    const one = await send('POST', url, { ...CHOICE, options: [{ text: 'Only', correct: true }] });
    expect(one.json().options).toEqual(['Give at least two options.']);
    const none = await send('POST', url, {
      ...CHOICE,
      options: CHOICE.options.map((o) => ({ ...o, correct: false })),
    });
    expect(none.json().options).toEqual(['Mark at least one option correct.']);
    const blank = await send('POST', url, { question_type: 'subjective', text: ' ' });
    expect(blank.json().text).toEqual(['Write the question.']);
    expect((await send('GET', `/api/v1/staff/contents/${otherQuiz}/questions/`)).statusCode).toBe(404);
    expect((await send('POST', `/api/v1/staff/contents/${otherQuiz}/questions/`, CHOICE)).statusCode).toBe(
      404,
    );
  });

  it('removes a question of a quiz no one has taken, and renumbers the rest', async () => {
    const before = (await questions(finalQuiz)).results;
    const [first, ...rest] = before;
    const res = await send('DELETE', `/api/v1/staff/questions/${first!.id}/`);
    expect(res.statusCode, res.body).toBe(200);
    const after = (res.json() as TStaffQuestions).results;
    expect(after.map((q) => q.id)).toEqual(rest.map((q) => q.id));
    expect(after.map((q) => q.index)).toEqual(rest.map((_, i) => i));
  });

  it('once a student has taken the quiz, keeps its questions and scoring, and lets texts be mended', async () => {
    const [first] = (await questions()).results;
    const { translations: _t, ...asStored } = first!;
    const write = {
      question_type: asStored.question_type,
      text: asStored.text,
      explanation: asStored.explanation,
      marks: asStored.marks,
      options: asStored.options.map(({ text, correct }) => ({ text, correct })),
    };
    expect((await questions()).taken).toBe(true);
    const typo = await send('PUT', `/api/v1/staff/questions/${first!.id}/`, {
      ...write,
      text: `${write.text} (mended)`,
    });
    expect(typo.statusCode, typo.body).toBe(200);
    const rescored = await send('PUT', `/api/v1/staff/questions/${first!.id}/`, {
      ...write,
      marks: write.marks + 1,
    });
    expect(rescored.statusCode).toBe(409);
    expect(rescored.json().detail).toBe(
      'Students have taken this quiz: only its questions’ texts can change, so their marks stand.',
    );
    expect((await send('DELETE', `/api/v1/staff/questions/${first!.id}/`)).statusCode).toBe(409);
    expect((await send('POST', `/api/v1/staff/contents/${quiz}/questions/`, CHOICE)).statusCode).toBe(409);
  });
});
