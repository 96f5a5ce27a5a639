import { getRevokedReason, type TRevokedReason, ZRevokedReason } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, buildPath } from '../../../lib/api-client';
import { gradesQueryKey } from '../../../lib/grades/grades-query-key';

/** The spec's graduate revoked reason: the graduate id is the certificate's. */
export function fetchRevokedReason(graduateId: number, signal?: AbortSignal): Promise<TRevokedReason> {
  return apiFetch(buildPath(getRevokedReason.path, { id: graduateId }), {
    schema: import.meta.env.DEV ? ZRevokedReason : undefined,
    signal,
  });
}

export function getRevokedReasonQueryOptions(graduateId: number, enabled = true) {
  return queryOptions({
    queryKey: [...gradesQueryKey, 'revoked-reason', graduateId],
    queryFn: ({ signal }) => fetchRevokedReason(graduateId, signal),
    enabled,
  });
}

export function useRevokedReason(graduateId: number, enabled = true) {
  return useQuery(getRevokedReasonQueryOptions(graduateId, enabled));
}
