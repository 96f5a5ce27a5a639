import { describe, expect, it } from 'vitest';
import {
  answersForServer,
  formatRemaining,
  initialQuizState,
  primaryAction,
  questionMark,
  quizReducer,
  submitCheck,
  visibleIndexes,
  type QuizQuestion,
} from './quiz-state';

const questions: QuizQuestion[] = [
  { id: 1, question_type: 'mcq', multiple: false },
  { id: 2, question_type: 'mcq', multiple: true },
  { id: 3, question_type: 'subjective', multiple: false },
];

describe('the quiz state', () => {
  it('replaces a single-choice answer and toggles multiple-choice ones', () => {
    let state = initialQuizState(questions);
    state = quizReducer(state, { type: 'choose', question: 1, option: 11, at: 1 });
    state = quizReducer(state, { type: 'choose', question: 1, option: 12, at: 1 });
    expect(state.answers[1]).toEqual([12]);
    state = quizReducer(state, { type: 'choose', question: 2, option: 21, at: 1 });
    state = quizReducer(state, { type: 'choose', question: 2, option: 22, at: 1 });
    state = quizReducer(state, { type: 'choose', question: 2, option: 21, at: 1 });
    expect(state.answers[2]).toEqual([22]);
  });

  it('marks a question skipped when Next leaves it unanswered, and answered once it is', () => {
    let state = quizReducer(initialQuizState(questions), { type: 'next' });
    expect(state.current).toBe(1);
    expect(questionMark(state, 0)).toBe('skipped');
    expect(questionMark(state, 1)).toBe('current');
    expect(questionMark(state, 2)).toBe('unanswered');
    state = quizReducer(state, { type: 'go', index: 0 });
    state = quizReducer(state, { type: 'choose', question: 1, option: 11, at: 1 });
    state = quizReducer(state, { type: 'next' });
    expect(state.skipped).toEqual([]);
    expect(questionMark(state, 0)).toBe('answered');
  });

  it('lists every question on All and only the unanswered on Unanswered', () => {
    let state = quizReducer(initialQuizState(questions), {
      type: 'write',
      question: 3,
      text: 'Because.',
      at: 1,
    });
    expect(visibleIndexes(state)).toEqual([0, 1, 2]);
    state = quizReducer(state, { type: 'tab', tab: 'unanswered' });
    expect(visibleIndexes(state)).toEqual([0, 1]);
  });

  it('turns Next into Submit on the last question or once everything is answered', () => {
    let state = initialQuizState(questions);
    expect(primaryAction(state)).toBe('next');
    state = quizReducer(state, { type: 'go', index: 2 });
    expect(primaryAction(state)).toBe('submit');
    state = quizReducer(state, { type: 'go', index: 0 });
    state = quizReducer(state, { type: 'choose', question: 1, option: 11, at: 1 });
    state = quizReducer(state, { type: 'choose', question: 2, option: 21, at: 1 });
    state = quizReducer(state, { type: 'write', question: 3, text: 'An answer', at: 1 });
    expect(primaryAction(state)).toBe('submit');
  });

  it('asks about unanswered questions before submitting, or simply to confirm', () => {
    let state = initialQuizState(questions);
    expect(submitCheck(state)).toBe('unanswered');
    state = quizReducer(state, { type: 'choose', question: 1, option: 11, at: 1 });
    state = quizReducer(state, { type: 'choose', question: 2, option: 21, at: 1 });
    state = quizReducer(state, { type: 'write', question: 3, text: '   ', at: 1 });
    expect(submitCheck(state)).toBe('unanswered');
    state = quizReducer(state, { type: 'write', question: 3, text: 'Now written', at: 1 });
    expect(submitCheck(state)).toBe('confirm');
  });

  it('sends option ids comma-joined and written answers as text', () => {
    let state = initialQuizState(questions);
    state = quizReducer(state, { type: 'choose', question: 2, option: 21, at: 1 });
    state = quizReducer(state, { type: 'choose', question: 2, option: 23, at: 1 });
    state = quizReducer(state, { type: 'write', question: 3, text: 'Text', at: 1 });
    expect(answersForServer(state)).toEqual([
      { question: 2, mcq_answer: '21,23' },
      { question: 3, subjective_answer: 'Text' },
    ]);
  });

  it('notes when each answer was given, and opens where the student stood', () => {
    let state = initialQuizState(questions, { current: 2, skipped: [1, 99], answeredAt: { 3: 5 } });
    expect(state).toMatchObject({ current: 2, skipped: [1], answeredAt: { 3: 5 } });
    state = quizReducer(state, { type: 'choose', question: 2, option: 21, at: 7 });
    state = quizReducer(state, { type: 'write', question: 3, text: 'Text', at: 9 });
    expect(state.answeredAt).toEqual({ 2: 7, 3: 9 });
    expect(initialQuizState(questions, { current: 5 }).current).toBe(0);
  });

  it('shows the time left as m:ss or h:mm:ss', () => {
    expect(formatRemaining(65)).toBe('1:05');
    expect(formatRemaining(3725)).toBe('1:02:05');
    expect(formatRemaining(-3)).toBe('0:00');
  });
});
