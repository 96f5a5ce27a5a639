import { type TCertificateVerification, verifyCertificate, ZCertificateVerification } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, buildPath } from '../../../lib/api-client';

export function fetchCertificateVerification(
  code: string,
  signal?: AbortSignal,
): Promise<TCertificateVerification> {
  return apiFetch(buildPath(verifyCertificate.path, { code }), {
    schema: import.meta.env.DEV ? ZCertificateVerification : undefined,
    signal,
  });
}

/** Public: anyone may check a code, so the answer is not kept under a student's key. */
export function getCertificateVerificationQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['certificate-verification', code],
    queryFn: ({ signal }) => fetchCertificateVerification(code, signal),
    enabled: code !== '',
  });
}

export function useCertificateVerification(code: string) {
  return useQuery(getCertificateVerificationQueryOptions(code));
}
