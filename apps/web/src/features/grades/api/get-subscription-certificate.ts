import { getSubscriptionCertificate } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { gradesQueryKey } from './grades-query-key';

export function getSubscriptionCertificateQueryOptions(subscriptionId: number, enabled = true) {
  return queryOptions({
    queryKey: [...gradesQueryKey, 'subscription-certificate', subscriptionId],
    queryFn: ({ signal }) => call(getSubscriptionCertificate, { params: { id: subscriptionId } }, { signal }),
    enabled,
  });
}

/**
 * A subscription's certificate, issued by the server on this read once the program is complete;
 * `available: false` with the reason until then.
 */
export function useSubscriptionCertificate(subscriptionId: number, enabled = true) {
  return useQuery(getSubscriptionCertificateQueryOptions(subscriptionId, enabled));
}
