import type { TQuiz } from '@portal/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { patchQuiz } from '../api/update-quiz';
import { AnswerQueue, type QueueStatus } from '../answer-queue';
import { type KeptAttempt, forgetKeptAttempt, writeKeptAttempt } from '../kept-attempt';
import { answersForServer, type QuizState } from '../quiz-state';

/** A request that has had no answer for this long is given up and sent again. */
const SEND_TIMEOUT_MS = 20_000;

const isOnline = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/**
 * Keeps the attempt on this device as the student goes (answers, the question open, skipped marks)
 * and sends the answers through an `AnswerQueue`, which waits out the network and the server's
 * failures. Only the server's refusal or its submitted attempt ends the attempt here.
 */
export function useAnswerQueue(
  quizId: number,
  state: QuizState,
  kept: Pick<KeptAttempt, 'sent' | 'submitting'>,
  handlers: { onSubmitted: (quiz: TQuiz) => void; onRefused: (error: unknown) => void },
) {
  const latest = useRef(state);
  const initial = useRef(kept);
  const latestHandlers = useRef(handlers);
  const queueRef = useRef<AnswerQueue | null>(null);
  // submitted or refused: nothing more is kept
  const finished = useRef(false);
  const [view, setView] = useState<{ status: QueueStatus; submitting: boolean }>(() => ({
    status: isOnline() ? 'saving' : 'offline',
    submitting: kept.submitting,
  }));

  const keep = useCallback(() => {
    const queue = queueRef.current;
    if (!queue || finished.current) return;
    const { answers, answeredAt, current, skipped } = latest.current;
    writeKeptAttempt(quizId, {
      answers,
      answeredAt,
      current,
      skipped,
      sent: queue.sent,
      submitting: queue.submitting,
    });
  }, [quizId]);

  useEffect(() => {
    latestHandlers.current = handlers;
  });
  // before the queue's effects: they read the latest state
  useEffect(() => {
    latest.current = state;
    keep();
  }, [state, keep]);

  useEffect(() => {
    const queue = new AnswerQueue({
      send: (body) => patchQuiz(quizId, body, AbortSignal.timeout(SEND_TIMEOUT_MS)),
      snapshot: () => ({ answers: answersForServer(latest.current), answeredAt: latest.current.answeredAt }),
      sent: initial.current.sent,
      submitting: initial.current.submitting,
      isOnline,
      onChange: () => {
        keep();
        setView({ status: queue.status, submitting: queue.submitting });
      },
      onSubmitted: (quiz) => {
        finished.current = true;
        forgetKeptAttempt(quizId);
        latestHandlers.current.onSubmitted(quiz);
      },
      onRefused: (error) => {
        finished.current = true;
        // signed out: the answers wait here for the student to sign in again
        if (!(isApiError(error) && error.status === 401)) forgetKeptAttempt(quizId);
        latestHandlers.current.onRefused(error);
      },
    });
    queueRef.current = queue;
    // what waited on this device from an earlier visit, and a submit asked for, go at once
    queue.flush();
    const online = () => queue.online();
    const offline = () => queue.offline();
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      queue.stop();
    };
  }, [quizId, keep]);

  // a new answer (not a move between questions) is sent once the student pauses
  const answeredKey = JSON.stringify(state.answeredAt);
  useEffect(() => {
    queueRef.current?.changed();
  }, [answeredKey]);

  const submit = useCallback(() => queueRef.current?.submit(), []);
  return { ...view, submit };
}
