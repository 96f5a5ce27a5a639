import { listLearningLevels, type TLearningLevelsResponse, ZLearningLevelsResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { rewardsQueryKey } from './reward-keys';

export function fetchLearningLevels(signal?: AbortSignal): Promise<TLearningLevelsResponse> {
  return apiFetch(listLearningLevels.path, {
    schema: import.meta.env.DEV ? ZLearningLevelsResponse : undefined,
    signal,
  });
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
