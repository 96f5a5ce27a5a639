import { getVerificationDetails, type TVerificationDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../auth/api/get-current-user';
import { useSession } from '../../../lib/session';

/** The school's check of each verified field: its state shows beside the field, and a verified field locks. */
export function fetchVerificationDetails(signal?: AbortSignal): Promise<TVerificationDetail[]> {
  return call(getVerificationDetails, {}, { signal });
}

export function getVerificationDetailsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...currentUserQueryKey, userId, 'verification-details'],
    queryFn: ({ signal }) => fetchVerificationDetails(signal),
    enabled: Boolean(userId),
  });
}

export function useVerificationDetails() {
  const { data: session } = useSession();
  return useQuery(getVerificationDetailsQueryOptions(session?.user.id));
}
