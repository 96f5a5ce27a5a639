import {
  getQuiz,
  startQuiz,
  type TQuiz,
  type TStartQuizRequest,
  type TUpdateQuizRequest,
  updateQuiz,
  ZQuiz,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, buildPath } from '../../../lib/api-client';
import { invalidateRewards } from '../../../lib/rewards/reward-keys';
import { subscriptionsQueryKey } from '../../../lib/subscriptions/get-subscriptions';

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

export function patchQuiz(id: number, body: TUpdateQuizRequest): Promise<TQuiz> {
  return apiFetch(buildPath(updateQuiz.path, { id }), {
    method: 'PATCH',
    body,
    schema: import.meta.env.DEV ? ZQuiz : undefined,
  });
}

/**
 * Submitting changes the room's marks and locks, so everything under the subscription is read again,
 * and a passed quiz earns reward points.
 */
export function useSubmitQuiz(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: TUpdateQuizRequest['answers']) => patchQuiz(id, { answers, status: 'submitted' }),
    onSuccess: () => {
      void invalidateRewards(queryClient);
      return queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey });
    },
  });
}
