import { getStudentProfile, type TStudentProfile } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../auth/api/get-current-user';
import { useSession } from '../../../lib/session';

/** The SIN comes masked (•••-•••-286); the edit form reads the full one from `get-profile-sin`. */
export function fetchProfile(signal?: AbortSignal): Promise<TStudentProfile> {
  return call(getStudentProfile, {}, { signal });
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
