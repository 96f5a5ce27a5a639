import { getPaymentStatus, LIMITS, type TPaymentStatus } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { subscriptionsQueryKey } from '../../enrolment/api/subscriptions-query-key';

/** The subscription's latest payment, polled every 10 seconds while `pollWhile` holds for the last answer. */
export function usePaymentStatus(
  subscriptionId: number,
  { pollWhile }: { pollWhile: (status: TPaymentStatus | undefined) => boolean },
) {
  return useQuery({
    queryKey: [...subscriptionsQueryKey, 'payment-status', subscriptionId],
    queryFn: ({ signal }) => call(getPaymentStatus, { params: { id: subscriptionId } }, { signal }),
    refetchInterval: (query) => (pollWhile(query.state.data) ? LIMITS.paymentStatusPollMs : false),
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
}
