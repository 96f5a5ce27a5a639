import { getCurrentUser, type TCurrentUser } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

export function fetchCurrentUser(signal?: AbortSignal): Promise<TCurrentUser> {
  return call(getCurrentUser, {}, { signal });
}

/** The key every student's record starts with: a mutation that changes it invalidates this prefix. */
export const currentUserQueryKey = ['current-user'] as const;

/** Keyed by the session's user, so another student signing in on this browser never sees the last one. */
export function getCurrentUserQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...currentUserQueryKey, userId],
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 60_000,
    enabled: Boolean(userId),
  });
}

/** The signed-in student (`GET /api/v1/me/`); idle while nobody is signed in. */
export function useCurrentUser() {
  const { data: session } = useSession();
  return useQuery(getCurrentUserQueryOptions(session?.user.id));
}
