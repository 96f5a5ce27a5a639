import { updateSavedCard } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { savedCardQueryKey } from './get-saved-card';

export function useUpdateSavedCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (paymentMethodId: string) =>
      call(updateSavedCard, { body: { payment_method_id: paymentMethodId } }),
    onSuccess: (card) => queryClient.setQueryData(savedCardQueryKey, card),
  });
}
