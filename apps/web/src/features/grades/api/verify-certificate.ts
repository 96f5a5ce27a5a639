import { verifyCertificate } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Public: anyone may check a code, so the answer is not kept under a student's key. */
export function getCertificateVerificationQueryOptions(code: string) {
  return queryOptions({
    queryKey: ['certificate-verification', code],
    queryFn: ({ signal }) => call(verifyCertificate, { params: { code } }, { signal }),
    enabled: code !== '',
  });
}

export function useCertificateVerification(code: string) {
  return useQuery(getCertificateVerificationQueryOptions(code));
}
