import { getUnseenCount } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notificationsQueryKey } from './notifications-query-key';

export async function fetchUnseenCount(signal?: AbortSignal): Promise<number> {
  const { count } = await call(getUnseenCount, {}, { signal });
  return count;
}

/** The badge's number; the stream and the panel write it too, so it holds without refetching. */
export function getUnseenCountQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: [...notificationsQueryKey, 'unseen-count'],
    queryFn: ({ signal }) => fetchUnseenCount(signal),
    staleTime: Infinity,
    enabled,
  });
}

export function useUnseenCount(enabled = true) {
  return useQuery(getUnseenCountQueryOptions(enabled));
}
