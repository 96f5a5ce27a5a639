import { describe, expect, it } from 'vitest';
import { acceptsAnswers, deadlineOf, remainingSeconds, submissionOf } from './quiz-clock';
import {
  answerProblem,
  attemptMarks,
  countedAttempt,
  parseMcqAnswer,
  resultOf,
  scoreAnswer,
} from './quiz-scoring';

const options = [
  { id: 1, text: 'A', correct: false },
  { id: 2, text: 'B', correct: true },
  { id: 3, text: 'C', correct: false },
  { id: 4, text: 'D', correct: true },
];
const single = {
  questionType: 'mcq',
  marks: 2,
  multiple: false,
  options: options.map((o) => ({ ...o, correct: o.id === 2 })),
};
const multiple = { questionType: 'mcq', marks: 3, multiple: true, options };
const written = { questionType: 'subjective', marks: 5, multiple: false, options: [] };
const answer = (mcqAnswer: string, subjectiveAnswer = '') => ({ mcqAnswer, subjectiveAnswer });

describe('scoring an answer', () => {
  it('gives a single-choice question its marks for the one correct option only', () => {
    expect(scoreAnswer(single, answer('2'))).toBe(2);
    expect(scoreAnswer(single, answer('1'))).toBe(0);
    expect(scoreAnswer(single, answer(''))).toBe(0);
  });

  it('gives a multiple-answer question its marks for exactly the correct set, in any order', () => {
    expect(scoreAnswer(multiple, answer('4,2'))).toBe(3);
    expect(scoreAnswer(multiple, answer('2'))).toBe(0);
    expect(scoreAnswer(multiple, answer('1,2,4'))).toBe(0);
    expect(scoreAnswer(multiple, answer('1,2,3,4'))).toBe(0);
  });

  it('leaves a written answer to the school, and scores a blank one 0', () => {
    expect(scoreAnswer(written, answer('', 'Keep a copy in the cloud.'))).toBeNull();
    expect(scoreAnswer(written, answer('', '   '))).toBe(0);
  });

  it('sums an attempt once every answer has marks', () => {
    expect(attemptMarks([2, 0, 3])).toBe(5);
    expect(attemptMarks([2, null, 3])).toBeNull();
    expect(resultOf(5, 7, 70)).toEqual({
      is_graded: true,
      marks: 5,
      max_marks: 7,
      percent: 71.43,
      passed: true,
    });
    expect(resultOf(null, 7, 70)).toEqual({
      is_graded: false,
      marks: null,
      max_marks: 7,
      percent: null,
      passed: null,
    });
  });
});

describe('checking an answer against its question', () => {
  it('refuses unknown options, two options for a single choice, and the wrong kind of answer', () => {
    expect(parseMcqAnswer('4,2,2')).toEqual([2, 4]);
    expect(answerProblem(multiple, { mcq_answer: '2,4' })).toBeNull();
    expect(answerProblem(multiple, { mcq_answer: '' })).toBeNull();
    expect(answerProblem(multiple, { mcq_answer: '9' })?.text).toBe(
      'Choose among the options of the question.',
    );
    expect(answerProblem(single, { mcq_answer: '1,2' })?.text).toBe('This question takes one option only.');
    expect(answerProblem(single, { subjective_answer: 'B' })?.text).toBe(
      'This question takes a choice of options, not a written answer.',
    );
    expect(answerProblem(written, { mcq_answer: '1' })?.text).toBe(
      'This question takes a written answer, not a choice of options.',
    );
    expect(answerProblem(written, { subjective_answer: 'Text' })).toBeNull();
  });
});

describe('the attempt that counts', () => {
  const attempts = [
    { id: 10, number: 1, submitted: true, marks: 6 },
    { id: 11, number: 2, submitted: true, marks: 4 },
    { id: 12, number: 3, submitted: true, marks: null },
    { id: 13, number: 4, submitted: false, marks: null },
  ];

  it('is the best graded one, the earlier on a tie, never one still awaiting marks', () => {
    expect(countedAttempt(attempts, 'best')?.id).toBe(10);
    expect(countedAttempt([...attempts, { id: 14, number: 5, submitted: true, marks: 6 }], 'best')?.id).toBe(
      10,
    );
    expect(countedAttempt(attempts.slice(2), 'best')).toBeNull();
  });

  it('is the latest submitted one under the last rule, even before its marks', () => {
    expect(countedAttempt(attempts, 'last')?.id).toBe(12);
    expect(countedAttempt(attempts.slice(0, 2), 'last')?.id).toBe(11);
    expect(countedAttempt(attempts.slice(3), 'last')).toBeNull();
  });
});

describe('the quiz clock', () => {
  const start = new Date('2026-11-22T15:00:00Z');
  const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

  it('counts down whole seconds from the deadline and stays at 0', () => {
    const deadline = deadlineOf(start, 10)!;
    expect(deadline.toISOString()).toBe('2026-11-22T15:10:00.000Z');
    expect(remainingSeconds(deadline, at(0))).toBe(600);
    expect(remainingSeconds(deadline, at(0.4))).toBe(600);
    expect(remainingSeconds(deadline, at(599.5))).toBe(1);
    expect(remainingSeconds(deadline, at(700))).toBe(0);
    expect(remainingSeconds(deadlineOf(start, null), at(700))).toBeNull();
  });

  it('takes answers until five seconds past the deadline, and dates a late submission at the deadline', () => {
    const deadline = deadlineOf(start, 10)!;
    expect(acceptsAnswers(deadline, at(605))).toBe(true);
    expect(acceptsAnswers(deadline, at(605.001))).toBe(false);
    expect(acceptsAnswers(null, at(1e9))).toBe(true);
    expect(submissionOf(deadline, at(599))).toEqual({ at: at(599), by: 'student' });
    expect(submissionOf(deadline, at(602))).toEqual({ at: deadline, by: 'timer' });
  });
});
