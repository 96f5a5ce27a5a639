import { listQuizAttempts } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { journeyKey } from './journey-keys';

/**
 * The student's attempts at a quiz item and whether another may start; reading it also closes an
 * attempt whose time ran out.
 */
export function useQuizAttempts(contentId: number, subscriptionId: number) {
  return useQuery({
    queryKey: [...journeyKey(subscriptionId), 'quiz-attempts', contentId],
    queryFn: ({ signal }) =>
      call(listQuizAttempts, { query: { content: contentId, subscription: subscriptionId } }, { signal }),
    staleTime: 0,
  });
}
