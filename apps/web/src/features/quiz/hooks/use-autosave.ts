import type { TUpdateQuizRequest } from '@portal/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { patchQuiz } from '../api/quiz';

const DELAY_MS = 800;
export type QuizAnswerUpdate = NonNullable<TUpdateQuizRequest['answers']>[number];

/**
 * Saves answers as the student goes, a moment after they stop changing them, sending only those that
 * changed since the last save: a closed tab or a lost connection loses almost nothing. `stop()` comes
 * before submitting (which sends every answer): a save due or on its way then neither goes out nor
 * reports the refusal the submitted quiz gives it.
 */
export function useAutosave(
  quizId: number,
  answers: QuizAnswerUpdate[],
  enabled: boolean,
  onRefused: (error: unknown) => void,
) {
  const saved = useRef(new Map<number, string>(answers.map((a) => [a.question, JSON.stringify(a)])));
  const refused = useRef(onRefused);
  useEffect(() => {
    refused.current = onRefused;
  });
  const stopped = useRef(false);
  const [state, setState] = useState<'saved' | 'saving' | 'failed'>('saved');
  // the answers' content, not their identity, decides whether to save
  const key = JSON.stringify(answers);

  useEffect(() => {
    if (!enabled) return;
    const changed = (JSON.parse(key) as QuizAnswerUpdate[]).filter(
      (a) => saved.current.get(a.question) !== JSON.stringify(a),
    );
    if (changed.length === 0) return;
    const timer = setTimeout(() => {
      if (stopped.current) return;
      setState('saving');
      patchQuiz(quizId, { answers: changed })
        .then(() => {
          for (const a of changed) saved.current.set(a.question, JSON.stringify(a));
          setState('saved');
        })
        .catch((error: unknown) => {
          if (stopped.current) return;
          setState('failed');
          refused.current(error);
        });
    }, DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, enabled, quizId]);

  const stop = useCallback(() => {
    stopped.current = true;
  }, []);
  return { state, stop };
}
