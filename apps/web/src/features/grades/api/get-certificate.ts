import { getCertificate, type TCertificate, ZCertificate } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, buildPath } from '../../../lib/api-client';
import { gradesQueryKey } from '../../../lib/grades/grades-query-key';

export function fetchCertificate(id: number, signal?: AbortSignal): Promise<TCertificate> {
  return apiFetch(buildPath(getCertificate.path, { id }), {
    schema: import.meta.env.DEV ? ZCertificate : undefined,
    signal,
  });
}

export function getCertificateQueryOptions(id: number, enabled = true) {
  return queryOptions({
    queryKey: [...gradesQueryKey, 'certificate', id],
    queryFn: ({ signal }) => fetchCertificate(id, signal),
    enabled,
  });
}

/** One of the student's certificates; another student's answers 404. */
export function useCertificate(id: number, enabled = true) {
  return useQuery(getCertificateQueryOptions(id, enabled));
}
