import type { TQuiz } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  type KeptAttempt,
  forgetKeptAttempt,
  placeOf,
  readKeptAttempt,
  writeKeptAttempt,
} from './kept-attempt';

const question = (id: number, question_type: 'mcq' | 'subjective' = 'mcq') => ({
  id,
  question_type,
  text: `Question ${id}`,
  lang: 'en' as const,
  options: [],
  multiple: false,
  marks: 1,
});

const quiz: Pick<TQuiz, 'answers'> = {
  answers: [
    { question: question(11), mcq_answer: '2', subjective_answer: '' },
    { question: question(12), mcq_answer: '', subjective_answer: '' },
    { question: question(13, 'subjective'), mcq_answer: '', subjective_answer: 'On the server' },
  ],
};

const kept: KeptAttempt = {
  answers: { 11: [2], 12: [3], 13: 'Written offline' },
  answeredAt: { 11: 1000, 12: 2000, 13: 3000 },
  sent: { 11: 1000 },
  current: 2,
  skipped: [12],
  submitting: false,
};

describe('the attempt kept on this device', () => {
  it('is written and read back by attempt, and forgotten', () => {
    writeKeptAttempt(90, kept);
    expect(readKeptAttempt(90)).toEqual(kept);
    expect(readKeptAttempt(91)).toBeNull();
    forgetKeptAttempt(90);
    expect(readKeptAttempt(90)).toBeNull();
  });

  it('reads what it cannot understand as nothing kept, and drops the parts that are wrong', () => {
    localStorage.setItem('student.quiz-attempt.90', '{not json');
    expect(readKeptAttempt(90)).toBeNull();
    localStorage.setItem(
      'student.quiz-attempt.90',
      JSON.stringify({
        answers: { 11: [2], x: [1], 12: { a: 1 } },
        answeredAt: { 11: 'soon' },
        current: 'two',
      }),
    );
    expect(readKeptAttempt(90)).toEqual({
      answers: { 11: [2] },
      answeredAt: {},
      sent: {},
      current: 0,
      skipped: [],
      submitting: false,
    });
  });

  it('opens with the answers the server does not have yet from the device, the others from the server', () => {
    expect(placeOf(quiz, kept)).toEqual({
      answers: { 11: [2], 12: [3], 13: 'Written offline' },
      answeredAt: { 11: 1000, 12: 2000, 13: 3000 },
      sent: { 11: 1000 },
      current: 2,
      skipped: [12],
    });
  });

  it('takes the server’s answer over one it took from this device and another tab changed since', () => {
    const place = placeOf(quiz, { ...kept, answers: { ...kept.answers, 11: [1] } });
    expect(place.answers[11]).toEqual([2]);
    expect(place.answeredAt[11]).toBeUndefined();
  });

  it('opens on the first question with the server’s answers when nothing is kept', () => {
    expect(placeOf(quiz, null)).toEqual({
      answers: { 11: [2], 12: [], 13: 'On the server' },
      answeredAt: {},
      sent: {},
      current: 0,
      skipped: [],
    });
  });
});
