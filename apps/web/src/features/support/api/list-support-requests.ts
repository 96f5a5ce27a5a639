import { listSupportRequests, type TListSupportRequestsResponse } from '@portal/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { supportQueryKey } from './support-keys';

export const SUPPORT_PAGE_SIZE = 10;

export function fetchSupportRequests(
  offset: number,
  signal?: AbortSignal,
): Promise<TListSupportRequestsResponse> {
  return call(listSupportRequests, { query: { offset, limit: SUPPORT_PAGE_SIZE } }, { signal });
}

/** Keyed by the session's user, so another student signing in on this browser never sees the last one's. */
export function getSupportRequestsQueryOptions(userId: string | undefined) {
  return infiniteQueryOptions({
    queryKey: [...supportQueryKey, userId, 'requests'],
    queryFn: ({ pageParam, signal }) => fetchSupportRequests(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.count && last.results.length > 0 ? loaded : undefined;
    },
    enabled: Boolean(userId),
  });
}

/** The student's support requests, newest first, a page at a time. */
export function useSupportRequests() {
  const { data: session } = useSession();
  return useInfiniteQuery(getSupportRequestsQueryOptions(session?.user.id));
}
