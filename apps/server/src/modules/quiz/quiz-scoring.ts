import { type TCodedMessage, type TQuizResult, coded, percentOf } from '@portal/contract';
import type { QuizOption } from '../../db/schema';
import type { AttemptRow } from './quiz.repository';

/** A question as scoring needs it. */
export type ScoredQuestion = {
  questionType: string;
  marks: number;
  multiple: boolean;
  options: QuizOption[];
};

/** Marks as stored (numeric, as text) to a number. */
export const marksOf = (value: string | null) => (value === null ? null : Number(value));

/** The ids of a comma-joined mcq answer, ascending and without repeats. */
export function parseMcqAnswer(answer: string): number[] {
  if (answer.trim() === '') return [];
  return [...new Set(answer.split(',').map(Number))].sort((a, b) => a - b);
}

export const joinMcqAnswer = (ids: readonly number[]) => ids.join(',');

type SentAnswer = { mcq_answer?: string | undefined; subjective_answer?: string | undefined };

/** Why an answer does not fit its question, by its code, or null when it does. */
export function answerProblem(question: ScoredQuestion, answer: SentAnswer): TCodedMessage | null {
  if (question.questionType === 'subjective') {
    return answer.mcq_answer ? coded('quiz.subjectiveOnly') : null;
  }
  if (answer.subjective_answer) return coded('quiz.mcqOnly');
  const ids = parseMcqAnswer(answer.mcq_answer ?? '');
  if (ids.some((id) => !question.options.some((o) => o.id === id))) return coded('quiz.unknownOption');
  if (!question.multiple && ids.length > 1) return coded('quiz.singleChoice');
  return null;
}

export const correctOptionsOf = (question: ScoredQuestion) =>
  question.options.filter((o) => o.correct).map((o) => o.id);

/**
 * Marks an answer earns when the attempt is submitted. An mcq earns its marks when the chosen set is
 * exactly the correct set (one id for a single-choice question), else 0: no partial credit, so
 * ticking every box of a multiple-answer question earns nothing. A blank subjective answer earns 0;
 * a written one waits for the school (null).
 */
export function scoreAnswer(
  question: ScoredQuestion,
  answer: { mcqAnswer: string; subjectiveAnswer: string },
): number | null {
  if (question.questionType === 'subjective') return answer.subjectiveAnswer.trim() === '' ? 0 : null;
  const chosen = parseMcqAnswer(answer.mcqAnswer);
  const correct = correctOptionsOf(question);
  const exact = chosen.length === correct.length && chosen.every((id, i) => id === correct[i]);
  return exact ? question.marks : 0;
}

/** The attempt's marks: their sum once every answer has marks, else null (awaiting grading). */
export function attemptMarks(answerMarks: readonly (number | null)[]): number | null {
  if (answerMarks.some((m) => m === null)) return null;
  return (answerMarks as number[]).reduce((total, m) => total + m, 0);
}

export function resultOf(marks: number | null, maxMarks: number, passMarkPercent: number): TQuizResult {
  const percent = marks === null ? null : percentOf(marks, maxMarks);
  return {
    is_graded: marks !== null,
    marks,
    max_marks: maxMarks,
    percent,
    passed: percent === null ? null : percent >= passMarkPercent,
  };
}

export type CountableAttempt = { id: number; number: number; submitted: boolean; marks: number | null };

/**
 * The attempt whose marks count. `best`: the highest-scoring graded attempt (the earlier one on a
 * tie), so an attempt waiting for the school never lowers what already counts. `last`: the latest
 * submitted attempt, even while it waits for its marks.
 */
export function countedAttempt<T extends CountableAttempt>(
  attempts: readonly T[],
  grading: 'best' | 'last',
): T | null {
  const submitted = attempts.filter((a) => a.submitted).sort((a, b) => a.number - b.number);
  if (grading === 'last') return submitted.at(-1) ?? null;
  let best: T | null = null;
  for (const a of submitted) if (a.marks !== null && (best === null || a.marks > best.marks!)) best = a;
  return best;
}

/** The counted attempt among a quiz's stored attempts. */
export function countedOf(attempts: readonly AttemptRow[], grading: 'best' | 'last') {
  return countedAttempt(
    attempts.map((a) => ({ ...a, submitted: a.submittedAt !== null, marks: marksOf(a.marks) })),
    grading,
  );
}
