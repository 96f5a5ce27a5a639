import { getUpcomingInstallment } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { subscriptionsQueryKey } from '../../enrolment/api/subscriptions-query-key';

export function getUpcomingInstallmentQueryOptions(subscriptionId: number) {
  return {
    queryKey: [...subscriptionsQueryKey, 'upcoming-installment', subscriptionId],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      call(getUpcomingInstallment, { params: { id: subscriptionId } }, { signal }),
  };
}

/** The next instalment of a subscription on a payment plan; null when none is left to pay. */
export function useUpcomingInstallment(subscriptionId: number, enabled = true) {
  return useQuery({ ...getUpcomingInstallmentQueryOptions(subscriptionId), enabled });
}
