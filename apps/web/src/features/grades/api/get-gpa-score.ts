import { getGpaScore, type TGpaScore, ZGpaScore } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, buildPath } from '../../../lib/api-client';
import { gradesQueryKey } from '../../../lib/grades/grades-query-key';

export function fetchGpaScore(subscriptionId: number, signal?: AbortSignal): Promise<TGpaScore> {
  return apiFetch(buildPath(getGpaScore.path, { id: subscriptionId }), {
    schema: import.meta.env.DEV ? ZGpaScore : undefined,
    signal,
  });
}

export function getGpaScoreQueryOptions(subscriptionId: number) {
  return queryOptions({
    queryKey: [...gradesQueryKey, 'gpa-score', subscriptionId],
    queryFn: ({ signal }) => fetchGpaScore(subscriptionId, signal),
  });
}

/** Every graded item of a subscription's program and its GPA; another student's answers 404. */
export function useGpaScore(subscriptionId: number) {
  return useQuery(getGpaScoreQueryOptions(subscriptionId));
}
