import { saveCurrentContent, type TSaveCurrentContentRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, buildPath } from '../../../lib/api-client';
import { subscriptionsQueryKey } from '../../../lib/subscriptions/get-subscriptions';

/** Keeps the item open (and a video's position), so the dashboard's Continue comes back to it. */
export function useSaveCurrentContent(subscriptionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSaveCurrentContentRequest) =>
      apiFetch(buildPath(saveCurrentContent.path, { id: subscriptionId }), { method: 'PATCH', body }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: [...subscriptionsQueryKey],
        exact: false,
        refetchType: 'none',
      }),
  });
}
