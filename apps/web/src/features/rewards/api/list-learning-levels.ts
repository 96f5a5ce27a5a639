import { listLearningLevels, type TLearningLevelsResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { rewardsQueryKey } from './reward-keys';

export function fetchLearningLevels(signal?: AbortSignal): Promise<TLearningLevelsResponse> {
  return call(listLearningLevels, {}, { signal });
}

export function getLearningLevelsQueryOptions(userId: string | undefined, enabled = true) {
  return queryOptions({
    queryKey: [...rewardsQueryKey, userId, 'levels'],
    queryFn: ({ signal }) => fetchLearningLevels(signal),
    enabled: Boolean(userId) && enabled,
  });
}

/** The student's points and every level of the school, lowest first, marked reached and current. */
export function useLearningLevels(userId: string | undefined, enabled: boolean) {
  return useQuery(getLearningLevelsQueryOptions(userId, enabled));
}
