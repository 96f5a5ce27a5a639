import { listQuizAttempts, ZListQuizAttemptsResponse } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { journeyKey } from './journey-keys';

/**
 * The student's attempts at a quiz item and whether another may start; reading it also closes an
 * attempt whose time ran out.
 */
export function useQuizAttempts(contentId: number, subscriptionId: number) {
  return useQuery({
    queryKey: [...journeyKey(subscriptionId), 'quiz-attempts', contentId],
    queryFn: ({ signal }) =>
      apiFetch(listQuizAttempts.path, {
        query: { content: contentId, subscription: subscriptionId },
        schema: import.meta.env.DEV ? ZListQuizAttemptsResponse : undefined,
        signal,
      }),
    staleTime: 0,
  });
}
