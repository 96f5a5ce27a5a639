import { getSchoolPaymentRequest } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { subscriptionsQueryKey } from '../../enrolment/api/subscriptions-query-key';

/** A request to pay at the school: the amount, the reference code, and where and when to pay. */
export function getSchoolPaymentRequestQueryOptions(id: number) {
  return queryOptions({
    // under the subscriptions, so that a payment that changes them refreshes it too
    queryKey: [...subscriptionsQueryKey, 'school-payment', id],
    queryFn: ({ signal }) => call(getSchoolPaymentRequest, { params: { id } }, { signal }),
  });
}

export function useSchoolPaymentRequest(id: number | null) {
  return useQuery({ ...getSchoolPaymentRequestQueryOptions(id ?? 0), enabled: id !== null });
}
