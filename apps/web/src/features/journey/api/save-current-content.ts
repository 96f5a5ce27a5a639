import { fillPath, saveCurrentContent, type TSaveCurrentContentRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { subscriptionsQueryKey } from '../../enrolment/api/subscriptions-query-key';
import type { OpeningCall } from '../../../ssr/opening-calls';

/** The call that keeps the item open, which opening it makes. */
export const saveCurrentCall = (subscriptionId: number, body: TSaveCurrentContentRequest): OpeningCall => ({
  path: fillPath(saveCurrentContent.path, { id: subscriptionId }),
  options: { method: saveCurrentContent.method, body },
});

/** Keeps the item open (and a video's position), so the dashboard's Continue comes back to it. */
export function useSaveCurrentContent(subscriptionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveCurrentContentRequest) =>
      call(saveCurrentContent, { params: { id: subscriptionId }, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: [...subscriptionsQueryKey],
        exact: false,
        refetchType: 'none',
      }),
  });
}
