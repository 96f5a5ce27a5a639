import type { TQuiz } from '@portal/contract';
import { expect } from 'vitest';
import { listQuizQuestions } from '../modules/catalogue/catalogue.repository';
import type { Enrolled } from './journey';
import { ORIGIN } from './students';
import type { TestApp } from './test-app';

export const startQuizCall = (t: TestApp, s: Enrolled, content: number, subscription = s.subscription) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/quizzes/',
    headers: { cookie: s.cookie, origin: ORIGIN },
    payload: { content, subscription },
  });

/** Starts (or resumes) an attempt that must succeed. */
export async function startQuiz(t: TestApp, s: Enrolled, content: number): Promise<TQuiz> {
  const res = await startQuizCall(t, s, content);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

export const getQuiz = (t: TestApp, s: Enrolled, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/v1/quizzes/${id}/`, headers: { cookie: s.cookie } });

export const patchQuiz = (t: TestApp, s: Enrolled, id: number, body: object) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/v1/quizzes/${id}/`,
    headers: { cookie: s.cookie, origin: ORIGIN },
    payload: body,
  });

export type KeyedQuestion = {
  id: number;
  type: string;
  multiple: boolean;
  marks: number;
  correct: number[];
  wrong: number[];
};

/** The school's answer key of a quiz, in question order. */
export async function answerKey(t: TestApp, content: number): Promise<KeyedQuestion[]> {
  return (await listQuizQuestions(t.ctx.db, content)).map((q) => ({
    id: q.id,
    type: q.questionType,
    multiple: q.multiple,
    marks: q.marks,
    correct: q.options.filter((o) => o.correct).map((o) => o.id),
    wrong: q.options.filter((o) => !o.correct).map((o) => o.id),
  }));
}

/** Answers for every question: right or wrong mcq choices, and a written answer for the others. */
export function answersFor(key: KeyedQuestion[], right: boolean, text = 'A copy in the cloud.') {
  return key.map((q) =>
    q.type === 'subjective'
      ? { question: q.id, subjective_answer: text }
      : { question: q.id, mcq_answer: (right ? q.correct : q.wrong.slice(0, 1)).join(',') },
  );
}

/** What the mcq questions of a quiz are worth together. */
export const mcqMarks = (key: KeyedQuestion[]) =>
  key.filter((q) => q.type === 'mcq').reduce((total, q) => total + q.marks, 0);
