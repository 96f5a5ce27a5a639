import { getRewardPoints, type TRewardData } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { rewardsQueryKey } from './reward-keys';

export function fetchRewardPoints(signal?: AbortSignal): Promise<TRewardData> {
  return call(getRewardPoints, {}, { signal });
}

/** Keyed by the session's user, so another student signing in on this browser never sees the last one's. */
export function getRewardPointsQueryOptions(userId: string | undefined, enabled = true) {
  return queryOptions({
    queryKey: [...rewardsQueryKey, userId, 'points'],
    queryFn: ({ signal }) => fetchRewardPoints(signal),
    enabled: Boolean(userId) && enabled,
  });
}

/** The header's points, level and points to the next level; idle unless `enabled`. */
export function useRewardPoints(userId: string | undefined, enabled: boolean) {
  return useQuery(getRewardPointsQueryOptions(userId, enabled));
}
