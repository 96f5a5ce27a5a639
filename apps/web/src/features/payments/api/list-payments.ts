import { listPayments } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { subscriptionsQueryKey } from '../../enrolment/api/subscriptions-query-key';

/** Every payment of the signed-in student, newest first. */
export function usePaymentHistory() {
  return useQuery({
    queryKey: [...subscriptionsQueryKey, 'payments'],
    queryFn: ({ signal }) => call(listPayments, {}, { signal }),
  });
}
