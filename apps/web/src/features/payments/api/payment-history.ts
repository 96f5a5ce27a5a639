import { listPayments, ZListPaymentsResponse } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { subscriptionsQueryKey } from '../../enrolment/api/subscriptions-query-key';

/** Every payment of the signed-in student, newest first. */
export function usePaymentHistory() {
  return useQuery({
    queryKey: [...subscriptionsQueryKey, 'payments'],
    queryFn: ({ signal }) =>
      apiFetch(listPayments.path, {
        schema: import.meta.env.DEV ? ZListPaymentsResponse : undefined,
        signal,
      }),
  });
}
