import {
  listLiveSessions,
  type TListLiveSessionsQuery,
  type TListLiveSessionsResponse,
} from '@portal/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { liveQueryKey } from './live-keys';

export const LIVE_PAGE_SIZE = 10;

export type LiveSessionsFilter = Required<Pick<TListLiveSessionsQuery, 'status'>> & { course?: number };

export function fetchLiveSessions(
  filter: LiveSessionsFilter,
  offset: number,
  signal?: AbortSignal,
): Promise<TListLiveSessionsResponse> {
  return call(
    listLiveSessions,
    { query: { status: filter.status, course: filter.course, offset, limit: LIVE_PAGE_SIZE } },
    { signal },
  );
}

export function getLiveSessionsQueryOptions(filter: LiveSessionsFilter, enabled = true) {
  return infiniteQueryOptions({
    queryKey: [...liveQueryKey, 'list', filter],
    queryFn: ({ pageParam, signal }) => fetchLiveSessions(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.count && last.results.length > 0 ? loaded : undefined;
    },
    enabled,
  });
}

/** The student's sessions of one tab (and one program, in the course room), a page at a time. */
export function useLiveSessions(filter: LiveSessionsFilter, enabled = true) {
  return useInfiniteQuery(getLiveSessionsQueryOptions(filter, enabled));
}
