import {
  getQuiz,
  startQuiz,
  type TQuiz,
  type TStartQuizRequest,
  type TUpdateQuizRequest,
  updateQuiz,
  ZQuiz,
} from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch, buildPath } from '../../../lib/api-client';
import { invalidateRewards } from '../../rewards/api/reward-keys';
import { subscriptionsQueryKey } from '../../enrolment/api/subscriptions-query-key';

/** Starts an attempt, or resumes the open one: the server keeps its clock running. */
export function startOrResumeQuiz(body: TStartQuizRequest): Promise<TQuiz> {
  return apiFetch(startQuiz.path, { method: 'POST', body, schema: import.meta.env.DEV ? ZQuiz : undefined });
}

export function fetchQuiz(id: number, signal?: AbortSignal): Promise<TQuiz> {
  return apiFetch(buildPath(getQuiz.path, { id }), {
    signal,
    schema: import.meta.env.DEV ? ZQuiz : undefined,
  });
}

/** Saves answers and, with status submitted, submits; the answer queue sends it, retrying as needed. */
export function patchQuiz(id: number, body: TUpdateQuizRequest, signal?: AbortSignal): Promise<TQuiz> {
  return apiFetch(buildPath(updateQuiz.path, { id }), {
    method: 'PATCH',
    body,
    signal,
    schema: import.meta.env.DEV ? ZQuiz : undefined,
  });
}

/**
 * Once an attempt is submitted the room's marks and locks change, so everything under the
 * subscription is read again, and a passed quiz earns reward points.
 */
export function useRefreshAfterSubmit() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void invalidateRewards(queryClient);
    void queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey });
  }, [queryClient]);
}
