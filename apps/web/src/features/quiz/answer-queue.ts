import type { TQuiz, TUpdateQuizRequest } from '@portal/contract';
import { isApiError } from '../../lib/api-client';
import type { ServerAnswer } from './quiz-state';

/** How long after the last change answers are sent: typing a written answer sends it once. */
export const SAVE_DELAY_MS = 800;
const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 30_000;

/**
 * saved: the server has every answer; saving: some are on their way; offline: kept here until the
 * browser is back online; retrying: the server could not take them, they are sent again shortly.
 */
export type QueueStatus = 'saved' | 'saving' | 'offline' | 'retrying';

/** The answers on the screen, with when each was given on this device. */
export type AnswerSnapshot = { answers: ServerAnswer[]; answeredAt: Record<number, number> };

export type AnswerQueueOptions = {
  send: (body: TUpdateQuizRequest) => Promise<TQuiz>;
  /** The latest answers; read at each send, so a change while one is on its way goes in the next. */
  snapshot: () => AnswerSnapshot;
  /** Kept from an earlier visit: the answers the server has, and a submit still to send. */
  sent?: Record<number, number>;
  submitting?: boolean;
  isOnline: () => boolean;
  now?: () => number;
  /** Status, `sent` or `submitting` changed: show it and keep it on the device. */
  onChange: () => void;
  /** The server submitted the attempt: the student's submit, or the timer's on a save after the deadline. */
  onSubmitted: (quiz: TQuiz) => void;
  /** The server refused (time up, submitted already, not the student's): the attempt is over here. */
  onRefused: (error: unknown) => void;
};

/** A failure that says nothing about the attempt: no network, a server down or overloaded. */
export function isPassing(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** 1, 2, 4 … seconds, at most 30, after the nth failure in a row. */
export function retryDelay(failures: number): number {
  return Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

/**
 * Sends the answers the server does not have yet, one request at a time, each answer with when it
 * was given and the request with when it left, so that the server can tell how long each waited
 * here (ADR 029). A failure of the network or the server keeps them and tries again; only the
 * server's refusal ends the attempt.
 */
export class AnswerQueue {
  readonly sent: Record<number, number>;
  submitting: boolean;
  private failure: 'network' | 'server' | null = null;
  private failures = 0;
  private inFlight = false;
  private again = false;
  private stopped = false;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly options: AnswerQueueOptions;
  private readonly now: () => number;

  constructor(options: AnswerQueueOptions) {
    this.options = options;
    this.sent = { ...options.sent };
    this.submitting = options.submitting ?? false;
    this.now = options.now ?? Date.now;
  }

  get status(): QueueStatus {
    if (!this.options.isOnline() || this.failure === 'network') return 'offline';
    if (this.failure === 'server') return 'retrying';
    return this.inFlight || this.submitting || this.pending().length > 0 ? 'saving' : 'saved';
  }

  /** The answers changed: send them once the student pauses (or with the retry already planned). */
  changed() {
    if (this.stopped) return;
    clearTimeout(this.saveTimer);
    if (this.retryTimer === undefined) this.saveTimer = setTimeout(() => this.flush(), SAVE_DELAY_MS);
    this.options.onChange();
  }

  /** Submit now, or as soon as the server can be reached; asking twice submits once. */
  submit() {
    if (this.stopped) return;
    this.submitting = true;
    this.options.onChange();
    this.flush();
  }

  /** The browser is back online: what waits goes now. */
  online() {
    this.failures = 0;
    this.failure = null;
    this.flush();
    this.options.onChange();
  }

  offline() {
    this.options.onChange();
  }

  /** The screen is gone: nothing more is sent, what is not sent stays on the device. */
  stop() {
    this.stopped = true;
    clearTimeout(this.saveTimer);
    clearTimeout(this.retryTimer);
  }

  /** The answers given here since the server last took them. */
  private pending(): ServerAnswer[] {
    const { answers, answeredAt } = this.options.snapshot();
    return answers.filter(
      (a) => answeredAt[a.question] !== undefined && this.sent[a.question] !== answeredAt[a.question],
    );
  }

  flush() {
    if (this.stopped) return;
    if (this.inFlight) {
      this.again = true;
      return;
    }
    clearTimeout(this.saveTimer);
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    const { answers, answeredAt } = this.options.snapshot();
    // a submit sends the whole list, as the spec's PATCH does; the server ignores what it has already
    const going = this.submitting ? answers : this.pending();
    if (going.length === 0 && !this.submitting) return this.options.onChange();
    if (!this.options.isOnline()) return this.options.onChange();

    const submitting = this.submitting;
    const body: TUpdateQuizRequest = {
      answers: going.map((a) => {
        const at = answeredAt[a.question];
        return at === undefined ? a : { ...a, answered_at: new Date(at).toISOString() };
      }),
      sent_at: new Date(this.now()).toISOString(),
      ...(submitting ? { status: 'submitted' as const } : {}),
    };
    this.inFlight = true;
    this.options.onChange();
    this.options.send(body).then(
      (quiz) => {
        this.inFlight = false;
        this.failures = 0;
        this.failure = null;
        for (const a of going) {
          const at = answeredAt[a.question];
          if (at !== undefined) this.sent[a.question] = at;
        }
        // the screen is gone: what the server took is still worth remembering
        if (this.stopped) return this.options.onChange();
        if (quiz.status === 'submitted') {
          this.stop();
          this.options.onChange();
          return this.options.onSubmitted(quiz);
        }
        this.options.onChange();
        if (this.again) {
          this.again = false;
          this.flush();
        }
      },
      (error: unknown) => {
        this.inFlight = false;
        if (this.stopped) return;
        if (!isPassing(error)) {
          this.stop();
          this.options.onRefused(error);
          return;
        }
        this.again = false;
        this.failures += 1;
        this.failure = isApiError(error) && error.status !== 0 ? 'server' : 'network';
        this.retryTimer = setTimeout(() => this.flush(), retryDelay(this.failures));
        this.options.onChange();
      },
    );
  }
}
