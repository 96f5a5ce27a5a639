import { getLiveSession, type TLiveSession } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { liveQueryKey } from './live-keys';

export function fetchLiveSession(id: number, signal?: AbortSignal): Promise<TLiveSession> {
  return call(getLiveSession, { params: { id } }, { signal });
}

export function getLiveSessionQueryOptions(id: number, enabled = true) {
  return queryOptions({
    queryKey: [...liveQueryKey, 'detail', id],
    queryFn: ({ signal }) => fetchLiveSession(id, signal),
    enabled: enabled && Number.isInteger(id) && id > 0,
  });
}

/** One of the student's sessions; another program's answers 404. */
export function useLiveSession(id: number, enabled = true) {
  return useQuery(getLiveSessionQueryOptions(id, enabled));
}
