import { getCertificate } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { gradesQueryKey } from './grades-query-key';

export function getCertificateQueryOptions(id: number, enabled = true) {
  return queryOptions({
    queryKey: [...gradesQueryKey, 'certificate', id],
    queryFn: ({ signal }) => call(getCertificate, { params: { id } }, { signal }),
    enabled,
  });
}

/** One of the student's certificates; another student's answers 404. */
export function useCertificate(id: number, enabled = true) {
  return useQuery(getCertificateQueryOptions(id, enabled));
}
