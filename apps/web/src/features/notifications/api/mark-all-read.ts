import { markAllRead, type TMarkAllReadResponse } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { unseenCountAfter } from '../notifications-state';
import { getUnseenCountQueryOptions } from './get-unseen-count';

export function markAllNotificationsRead(): Promise<TMarkAllReadResponse> {
  return call(markAllRead);
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
