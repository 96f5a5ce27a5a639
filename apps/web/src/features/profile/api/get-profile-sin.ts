import { getStudentSin } from '@portal/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../auth/api/get-current-user';
import { useSession } from '../../../lib/session';

/** The full SIN, only to fill in its owner's edit form. */
export function fetchProfileSin(signal?: AbortSignal): Promise<{ sin_number: string | null }> {
  return call(getStudentSin, {}, { signal });
}

export function getProfileSinQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...currentUserQueryKey, userId, 'profile-sin'],
    queryFn: ({ signal }) => fetchProfileSin(signal),
    staleTime: 0,
    gcTime: 0,
    enabled: Boolean(userId),
  });
}

export function useProfileSin(enabled: boolean) {
  const { data: session } = useSession();
  const options = getProfileSinQueryOptions(session?.user.id);
  return useQuery({ ...options, enabled: enabled && options.enabled });
}

/** Drops the full SIN from memory once the edit form closes. */
export function useForgetProfileSin() {
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const { queryKey } = getProfileSinQueryOptions(session?.user.id);
  return () => queryClient.removeQueries({ queryKey });
}
