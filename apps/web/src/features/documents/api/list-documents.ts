import { LIMITS, listStudentDocuments, type TStudentDocument } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../auth/api/get-current-user';
import { useSession } from '../../../lib/session';
import { reconcileDocuments } from '../documents-state';

export function fetchDocuments(signal?: AbortSignal): Promise<TStudentDocument[]> {
  return call(listStudentDocuments, {}, { signal });
}

/**
 * The student's document requirements, re-polled every 10 seconds. The cache holds the list as shown,
 * with uploads not saved yet; a poll replaces it only when a status changed (`reconcileDocuments`).
 */
export function getDocumentsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...currentUserQueryKey, userId, 'documents'],
    queryFn: async ({ signal, client, queryKey }) => {
      const server = await fetchDocuments(signal);
      return reconcileDocuments(client.getQueryData<TStudentDocument[]>(queryKey), server);
    },
    refetchInterval: LIMITS.documentPollMs,
    enabled: Boolean(userId),
  });
}

export function useDocuments() {
  const { data: session } = useSession();
  return useQuery(getDocumentsQueryOptions(session?.user.id));
}

/** The cache key of the signed-in student's list, for the calls that change it. */
export function useDocumentsQueryKey() {
  const { data: session } = useSession();
  return getDocumentsQueryOptions(session?.user.id).queryKey;
}
