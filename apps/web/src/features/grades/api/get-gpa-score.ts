import { getGpaScore } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { gradesQueryKey } from './grades-query-key';

export function getGpaScoreQueryOptions(subscriptionId: number) {
  return queryOptions({
    queryKey: [...gradesQueryKey, 'gpa-score', subscriptionId],
    queryFn: ({ signal }) => call(getGpaScore, { params: { id: subscriptionId } }, { signal }),
  });
}

/** Every graded item of a subscription's program and its GPA; another student's answers 404. */
export function useGpaScore(subscriptionId: number) {
  return useQuery(getGpaScoreQueryOptions(subscriptionId));
}
