import type { TTutorConversation, TTutorMessage } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type Dispatch, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { codedText, errorMessage, fieldErrorText } from '../../../lib/api-errors';
import { type TutorStreamEvent, streamTutorAnswer } from '../api/ask-tutor';
import { getTutorConversationQueryOptions } from '../api/get-tutor-conversation';
import type { TutorAction } from '../tutor-state';

/** How an ask ended: answered, stopped by the student, or failed (`field`: why the question itself was refused). */
export type AskOutcome =
  | { status: 'answered'; answer: TTutorMessage }
  | { status: 'stopped' }
  | { status: 'failed'; field?: string };

/** An answer's failure after it started: by its code, else as the server wrote it. */
function streamErrorText(event: Extract<TutorStreamEvent, { type: 'error' }>, t: TFunction): string {
  return (event.coded && codedText(event.coded, t)) || event.detail || t('messages.tutor.unavailable');
}

/**
 * Asks the tutor and follows the answer into the modal's state. The stored conversation is read again
 * once the answer is done, cleared, stopped or failed, so it holds what the server kept.
 */
export function useAskTutor(subscriptionId: number, dispatch: Dispatch<TutorAction>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const controller = useRef<AbortController | null>(null);

  const ask = useCallback(
    async (question: string, by: 'text' | 'voice'): Promise<AskOutcome> => {
      controller.current?.abort();
      const mine = new AbortController();
      controller.current = mine;
      const { queryKey } = getTutorConversationQueryOptions(subscriptionId);
      const refresh = () => void queryClient.invalidateQueries({ queryKey });
      dispatch({ type: 'askStarted', question, by });
      try {
        for await (const event of streamTutorAnswer(subscriptionId, { question }, mine.signal)) {
          switch (event.type) {
            case 'question':
              dispatch({ type: 'questionStored', message: event.message });
              break;
            case 'sources':
              dispatch({ type: 'sourcesReceived', sources: event.sources });
              break;
            case 'token':
              dispatch({ type: 'tokenReceived', text: event.text });
              break;
            case 'done': {
              const { message, quota } = event.done;
              dispatch({ type: 'answered', message });
              queryClient.setQueryData(
                queryKey,
                (conversation: TTutorConversation | undefined) => conversation && { ...conversation, quota },
              );
              refresh();
              return { status: 'answered', answer: message };
            }
            case 'error':
              dispatch({ type: 'askFailed', kind: 'ask', detail: streamErrorText(event, t) });
              refresh();
              return { status: 'failed' };
          }
        }
        // the stream ended without its last event: the connection was cut
        dispatch({ type: 'askFailed', kind: 'ask', detail: null });
        refresh();
        return { status: 'failed' };
      } catch (error) {
        if (mine.signal.aborted) {
          dispatch({ type: 'stopped' });
          refresh();
          return { status: 'stopped' };
        }
        if (!isApiError(error)) throw error;
        const field = fieldErrorText(error, 'question', t);
        if (field) {
          dispatch({ type: 'askRejected' });
          return { status: 'failed', field };
        }
        // a connection lost mid-answer may leave the question stored
        refresh();
        if (error.status === 429)
          dispatch({ type: 'askFailed', kind: 'quota', detail: errorMessage(error, t) ?? null });
        else
          dispatch({
            type: 'askFailed',
            kind: 'ask',
            detail:
              error.status === 0
                ? null
                : error.status >= 500
                  ? t('messages.tutor.unavailable')
                  : (errorMessage(error, t) ?? error.message),
          });
        return { status: 'failed' };
      } finally {
        if (controller.current === mine) controller.current = null;
      }
    },
    [dispatch, queryClient, subscriptionId, t],
  );

  /** Stops the answer on its way. */
  const stop = useCallback(() => controller.current?.abort(), []);

  useEffect(() => () => controller.current?.abort(), []);

  return { ask, stop };
}
