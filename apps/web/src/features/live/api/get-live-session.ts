import { getLiveSession, type TLiveSession, ZLiveSession } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, buildPath } from '../../../lib/api-client';
import { liveQueryKey } from './live-keys';

export function fetchLiveSession(id: number, signal?: AbortSignal): Promise<TLiveSession> {
  return apiFetch(buildPath(getLiveSession.path, { id }), {
    schema: import.meta.env.DEV ? ZLiveSession : undefined,
    signal,
  });
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
