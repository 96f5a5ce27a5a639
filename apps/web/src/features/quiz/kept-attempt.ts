import type { TQuiz } from '@portal/contract';
import { studentStorageKey } from '../../lib/student-storage';
import type { LocalAnswer, QuizPlace } from './quiz-state';

/**
 * What this device keeps of an attempt until it is submitted (ADR 029): the answers with when each
 * was given, which of them the server has, where the student stands, and a submit waiting to go.
 */
export type KeptAttempt = QuizPlace & {
  /** The `answeredAt` of each answer the server has taken. */
  sent: Record<number, number>;
  /** The student (or the timer) asked to submit; it goes out once the server can be reached. */
  submitting: boolean;
};

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const keptAttemptKey = (attemptId: number) => studentStorageKey(`quiz-attempt.${attemptId}`);

function defaultStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAnswer = (value: unknown): value is LocalAnswer =>
  typeof value === 'string' || (Array.isArray(value) && value.every((id) => Number.isInteger(id)));

/** Keeps the entries of a stored map whose values pass `check`, keyed by question id. */
function entriesOf<T>(value: unknown, check: (v: unknown) => v is T): Record<number, T> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(([key, v]) => Number.isInteger(Number(key)) && check(v)),
  ) as Record<number, T>;
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The attempt as this device kept it, or null; anything unreadable counts as nothing kept. */
export function readKeptAttempt(attemptId: number, storage = defaultStorage()): KeptAttempt | null {
  try {
    const raw = storage?.getItem(keptAttemptKey(attemptId));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value)) return null;
    return {
      answers: entriesOf(value.answers, isAnswer),
      answeredAt: entriesOf(value.answeredAt, isTime),
      sent: entriesOf(value.sent, isTime),
      current: Number.isInteger(value.current) ? (value.current as number) : 0,
      skipped: Array.isArray(value.skipped) ? value.skipped.filter((id) => Number.isInteger(id)) : [],
      submitting: value.submitting === true,
    };
  } catch {
    return null;
  }
}

export function writeKeptAttempt(attemptId: number, kept: KeptAttempt, storage = defaultStorage()) {
  try {
    storage?.setItem(keptAttemptKey(attemptId), JSON.stringify(kept));
  } catch {
    // storage blocked or full: the answers still go to the server, they just do not outlive the page
  }
}

export function forgetKeptAttempt(attemptId: number, storage = defaultStorage()) {
  try {
    storage?.removeItem(keptAttemptKey(attemptId));
  } catch {
    // nothing to forget where nothing could be kept
  }
}

/** An answer as the server has it, as the screen holds it. */
function serverAnswerOf(answer: TQuiz['answers'][number]): LocalAnswer {
  if (answer.question.question_type === 'subjective') return answer.subjective_answer;
  return answer.mcq_answer ? answer.mcq_answer.split(',').map(Number) : [];
}

const sameAnswer = (a: LocalAnswer | undefined, b: LocalAnswer) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Where the student stands on opening the attempt: the answers the server does not have yet from the
 * device, the others from the server (a second tab may have changed them), and the question open and
 * skipped marks from the device.
 */
export function placeOf(
  quiz: Pick<TQuiz, 'answers'>,
  kept: KeptAttempt | null,
): QuizPlace & Pick<KeptAttempt, 'sent'> {
  const answers: Record<number, LocalAnswer> = {};
  const answeredAt: Record<number, number> = {};
  const sent: Record<number, number> = {};
  for (const answer of quiz.answers) {
    const id = answer.question.id;
    const fromServer = serverAnswerOf(answer);
    const at = kept?.answeredAt[id];
    const waiting = at !== undefined && kept?.sent[id] !== at && kept?.answers[id] !== undefined;
    answers[id] = waiting ? kept.answers[id]! : fromServer;
    if (at !== undefined && (waiting || sameAnswer(kept?.answers[id], fromServer))) {
      answeredAt[id] = at;
      if (!waiting) sent[id] = at;
    }
  }
  return { answers, answeredAt, sent, current: kept?.current ?? 0, skipped: kept?.skipped ?? [] };
}
