import type { TQuiz, TUpdateQuizRequest } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { AnswerQueue, type AnswerSnapshot, SAVE_DELAY_MS, isPassing, retryDelay } from './answer-queue';

const T0 = Date.parse('2026-11-22T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const inProgress = { status: 'in_progress' } as TQuiz;
const submitted = { status: 'submitted', submitted_by: 'student' } as TQuiz;

type Deferred = { body: TUpdateQuizRequest; resolve: (quiz: TQuiz) => void; reject: (e: unknown) => void };

/** A queue over a server that answers when the test says so, and the answers on the screen. */
function setUp(options: { online?: boolean; sent?: Record<number, number>; submitting?: boolean } = {}) {
  const calls: Deferred[] = [];
  let online = options.online ?? true;
  const screen: AnswerSnapshot = { answers: [], answeredAt: {} };
  const onSubmitted = vi.fn();
  const onRefused = vi.fn();
  const onChange = vi.fn();
  const queue = new AnswerQueue({
    send: (body) =>
      new Promise<TQuiz>((resolve, reject) => {
        calls.push({ body, resolve, reject });
      }),
    snapshot: () => screen,
    sent: options.sent,
    submitting: options.submitting,
    isOnline: () => online,
    onChange,
    onSubmitted,
    onRefused,
  });
  const answer = (question: number, mcq: string) => {
    screen.answers = [
      ...screen.answers.filter((a) => a.question !== question),
      { question, mcq_answer: mcq },
    ].sort((a, b) => a.question - b.question);
    screen.answeredAt = { ...screen.answeredAt, [question]: Date.now() };
    queue.changed();
  };
  const setOnline = (value: boolean) => {
    online = value;
    if (value) queue.online();
    else queue.offline();
  };
  return { queue, calls, answer, setOnline, onSubmitted, onRefused, onChange, screen };
}

/** Lets the promise callbacks of a settled request run. */
const settle = () => vi.advanceTimersByTimeAsync(0);
const networkDown = () => new ApiError(0, null);

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the answer queue', () => {
  it('sends the answers given since the last save once the student pauses, each with when it was given', async () => {
    const { queue, calls, answer } = setUp();
    answer(1, '2');
    await vi.advanceTimersByTimeAsync(300);
    answer(2, '1,3');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.body)).toEqual([
      {
        answers: [
          { question: 1, mcq_answer: '2', answered_at: iso(T0) },
          { question: 2, mcq_answer: '1,3', answered_at: iso(T0 + 300) },
        ],
        sent_at: iso(T0 + 300 + SAVE_DELAY_MS),
      },
    ]);
    expect(queue.status).toBe('saving');
    calls[0]!.resolve(inProgress);
    await settle();
    expect(queue.status).toBe('saved');

    answer(2, '1');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(calls[1]!.body.answers).toEqual([
      { question: 2, mcq_answer: '1', answered_at: expect.any(String) },
    ]);
  });

  it('sends one request at a time: an answer changed meanwhile goes in the next', async () => {
    const { calls, answer } = setUp();
    answer(1, '2');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    answer(1, '3');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS * 3);
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(inProgress);
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body.answers).toMatchObject([{ question: 1, mcq_answer: '3' }]);
  });

  it('keeps the answers through network failures, trying again after 1, 2, 4 s, and never ends the attempt', async () => {
    const { queue, calls, answer, onRefused, onSubmitted } = setUp();
    answer(1, '2');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    calls[0]!.reject(networkDown());
    await settle();
    expect(queue.status).toBe('offline');
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    calls[1]!.reject(networkDown());
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(3);
    calls[2]!.reject(new TypeError('Failed to fetch'));
    await vi.advanceTimersByTimeAsync(4000);
    expect(calls).toHaveLength(4);
    // the same answer, still dated when it was given, sent later
    expect(calls[3]!.body).toEqual({
      answers: [{ question: 1, mcq_answer: '2', answered_at: iso(T0) }],
      sent_at: iso(T0 + SAVE_DELAY_MS + 7000),
    });
    calls[3]!.resolve(inProgress);
    await settle();
    expect(queue.status).toBe('saved');
    expect(onRefused).not.toHaveBeenCalled();
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('tries again after a server error, saying so, and a new answer waits for the retry', async () => {
    const { queue, calls, answer, onRefused } = setUp();
    answer(1, '2');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    calls[0]!.reject(new ApiError(503, { detail: 'Service unavailable.' }));
    await settle();
    expect(queue.status).toBe('retrying');
    answer(2, '1');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000 - SAVE_DELAY_MS);
    expect(calls[1]!.body.answers).toMatchObject([{ question: 1 }, { question: 2 }]);
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('sends nothing while the browser is offline, and everything that waited as soon as it is back', async () => {
    const { queue, calls, answer, setOnline } = setUp({ online: false });
    answer(1, '2');
    answer(2, '4');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(0);
    expect(queue.status).toBe('offline');
    setOnline(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body.answers).toMatchObject([
      { question: 1, answered_at: iso(T0) },
      { question: 2, answered_at: iso(T0) },
    ]);
    expect(calls[0]!.body.sent_at).toBe(iso(T0 + 60_000));
  });

  it('ends the attempt on the server’s refusal, and tries nothing more', async () => {
    const { queue, calls, answer, onRefused } = setUp();
    answer(1, '2');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    const refusal = new ApiError(400, { non_field_errors: ['This quiz has already been submitted.'] });
    calls[0]!.reject(refusal);
    await settle();
    expect(onRefused).toHaveBeenCalledWith(refusal);
    answer(2, '1');
    queue.submit();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
  });

  it('submits once however often it is asked, after the save on its way, with every answer', async () => {
    const { queue, calls, answer, onSubmitted, screen } = setUp({ sent: { 3: T0 - 5000 } });
    screen.answers = [{ question: 3, subjective_answer: 'From the server' }];
    answer(1, '2');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    queue.submit();
    queue.submit();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve(inProgress);
    await settle();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual({
      answers: [
        { question: 1, mcq_answer: '2', answered_at: iso(T0) },
        { question: 3, subjective_answer: 'From the server' },
      ],
      sent_at: iso(T0 + SAVE_DELAY_MS),
      status: 'submitted',
    });
    queue.submit();
    calls[1]!.resolve(submitted);
    await settle();
    queue.submit();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(2);
    expect(onSubmitted).toHaveBeenCalledTimes(1);
  });

  it('submits offline once back online, and a submit kept from an earlier visit goes at once', async () => {
    const first = setUp({ online: false });
    first.answer(1, '2');
    first.queue.submit();
    expect(first.queue.submitting).toBe(true);
    expect(first.calls).toHaveLength(0);
    first.setOnline(true);
    expect(first.calls[0]!.body).toMatchObject({ status: 'submitted' });

    const again = setUp({ submitting: true });
    again.queue.flush();
    expect(again.calls[0]!.body).toMatchObject({ answers: [], status: 'submitted' });
  });

  it('ends the attempt when a save is answered with the attempt submitted by the timer', async () => {
    const { calls, answer, onSubmitted } = setUp();
    answer(1, '2');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    const byTimer = { status: 'submitted', submitted_by: 'timer' } as TQuiz;
    calls[0]!.resolve(byTimer);
    await settle();
    expect(onSubmitted).toHaveBeenCalledWith(byTimer);
  });

  it('stops with the screen, and still remembers what a request on its way had sent', async () => {
    const { queue, calls, answer, onChange, onSubmitted } = setUp();
    answer(1, '2');
    await vi.advanceTimersByTimeAsync(SAVE_DELAY_MS);
    queue.stop();
    onChange.mockClear();
    calls[0]!.resolve(inProgress);
    await settle();
    expect(queue.sent).toEqual({ 1: T0 });
    expect(onChange).toHaveBeenCalled();
    answer(2, '1');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});

describe('what a failure means', () => {
  it('passes for the network, timeouts, too many requests and server errors; anything else is a refusal', () => {
    expect(isPassing(new ApiError(0, null))).toBe(true);
    expect(isPassing(new DOMException('The operation timed out.', 'TimeoutError'))).toBe(true);
    for (const status of [408, 429, 500, 502, 503]) expect(isPassing(new ApiError(status, null))).toBe(true);
    for (const status of [400, 401, 403, 404, 409]) expect(isPassing(new ApiError(status, null))).toBe(false);
  });

  it('waits twice as long after each failure in a row, 30 s at most', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
