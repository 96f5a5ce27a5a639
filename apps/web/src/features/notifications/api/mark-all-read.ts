import { markAllRead, type TMarkAllReadResponse, ZMarkAllReadResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { unseenCountAfter } from '../notifications-state';
import { getUnseenCountQueryOptions } from './get-unseen-count';

export function markAllNotificationsRead(): Promise<TMarkAllReadResponse> {
  return apiFetch(markAllRead.path, {
    method: 'PATCH',
    schema: import.meta.env.DEV ? ZMarkAllReadResponse : undefined,
  });
}

/** Marks every notification of the student read, and the badge shows none. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: () =>
      queryClient.setQueryData<number>(getUnseenCountQueryOptions().queryKey, (count) =>
        unseenCountAfter(count, { type: 'allRead' }),
      ),
  });
}
