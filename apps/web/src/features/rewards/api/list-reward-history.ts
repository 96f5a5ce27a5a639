import { listRewardHistory, type TRewardHistoryResponse } from '@portal/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { rewardsQueryKey } from './reward-keys';

export const REWARD_HISTORY_PAGE_SIZE = 10;

export function fetchRewardHistory(offset: number, signal?: AbortSignal): Promise<TRewardHistoryResponse> {
  return call(listRewardHistory, { query: { offset, limit: REWARD_HISTORY_PAGE_SIZE } }, { signal });
}

export function getRewardHistoryQueryOptions(userId: string | undefined, enabled = true) {
  return infiniteQueryOptions({
    queryKey: [...rewardsQueryKey, userId, 'history'],
    queryFn: ({ pageParam, signal }) => fetchRewardHistory(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.count && last.results.length > 0 ? loaded : undefined;
    },
    enabled: Boolean(userId) && enabled,
  });
}

/** The student's points, newest first, a page at a time. */
export function useRewardHistory(userId: string | undefined, enabled: boolean) {
  return useInfiniteQuery(getRewardHistoryQueryOptions(userId, enabled));
}
