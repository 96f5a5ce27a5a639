import { getSavedCard } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { subscriptionsQueryKey } from '../../enrolment/api/subscriptions-query-key';

export const savedCardQueryKey = [...subscriptionsQueryKey, 'saved-card'];

/** The card kept for the next payment; null when none is saved. */
export function useSavedCard() {
  return useQuery({
    queryKey: savedCardQueryKey,
    queryFn: ({ signal }) => call(getSavedCard, {}, { signal }),
  });
}
