import {
  getVerificationDetails,
  type TVerificationDetail,
  ZVerificationDetailsResponse,
} from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { currentUserQueryKey } from '../../../lib/current-user';
import { useSession } from '../../../lib/session';

/** The school's check of each verified field: its state shows beside the field, and a verified field locks. */
export function fetchVerificationDetails(signal?: AbortSignal): Promise<TVerificationDetail[]> {
  return apiFetch(getVerificationDetails.path, {
    schema: import.meta.env.DEV ? ZVerificationDetailsResponse : undefined,
    signal,
  });
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
