import { getRevokedReason } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { gradesQueryKey } from './grades-query-key';

/** The spec's graduate revoked reason: the graduate id is the certificate's. */
export function getRevokedReasonQueryOptions(graduateId: number, enabled = true) {
  return queryOptions({
    queryKey: [...gradesQueryKey, 'revoked-reason', graduateId],
    queryFn: ({ signal }) => call(getRevokedReason, { params: { id: graduateId } }, { signal }),
    enabled,
  });
}

export function useRevokedReason(graduateId: number, enabled = true) {
  return useQuery(getRevokedReasonQueryOptions(graduateId, enabled));
}
