import { getStudentProfile, type TStudentProfile, ZStudentProfile } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/current-user';
import { useSession } from '../../../lib/session';

/** The SIN comes masked (•••-•••-286); the edit form reads the full one from `get-profile-sin`. */
export function fetchProfile(signal?: AbortSignal): Promise<TStudentProfile> {
  return apiFetch(getStudentProfile.path, {
    schema: import.meta.env.DEV ? ZStudentProfile : undefined,
    signal,
  });
}

export function getProfileQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...currentUserQueryKey, userId, 'profile'],
    queryFn: ({ signal }) => fetchProfile(signal),
    enabled: Boolean(userId),
  });
}

export function useProfile() {
  const { data: session } = useSession();
  return useQuery(getProfileQueryOptions(session?.user.id));
}
