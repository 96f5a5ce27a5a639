import { getSavedCard, updateSavedCard, ZSavedCardResponse } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { subscriptionsQueryKey } from '../../enrolment/api/subscriptions-query-key';

const savedCardQueryKey = [...subscriptionsQueryKey, 'saved-card'];

/** The card kept for the next payment; null when none is saved. */
export function useSavedCard() {
  return useQuery({
    queryKey: savedCardQueryKey,
    queryFn: ({ signal }) =>
      apiFetch(getSavedCard.path, {
        schema: import.meta.env.DEV ? ZSavedCardResponse : undefined,
        signal,
      }),
  });
}

export function useUpdateSavedCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: string) =>
      apiFetch(updateSavedCard.path, {
        method: 'PUT',
        body: { payment_method_id: paymentMethodId },
        schema: import.meta.env.DEV ? ZSavedCardResponse : undefined,
      }),
    onSuccess: (card) => queryClient.setQueryData(savedCardQueryKey, card),
  });
}
