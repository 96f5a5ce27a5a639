import { type TNotificationItem, type TUpdateReadStatusResponse, updateReadStatus } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { type NotificationsAction, revertRead, unseenCountAfter } from '../notifications-state';
import { getUnseenCountQueryOptions } from './get-unseen-count';

export function updateNotificationReadStatus(
  id: number,
  isRead: boolean,
): Promise<TUpdateReadStatusResponse> {
  return call(updateReadStatus, { params: { id }, body: { is_read: isRead } });
}

type SetRead = Extract<NotificationsAction, { type: 'setRead' }>;

/**
 * Marks one notification read or unread at once: `onChange` gets the change for the panel, the unseen
 * count follows it; both are reverted when the call fails, and the count is fetched again either way.
 */
export function useUpdateReadStatus(onChange: (action: SetRead) => void) {
  const queryClient = useQueryClient();
  const countKey = getUnseenCountQueryOptions().queryKey;
  const apply = (action: SetRead) => {
    onChange(action);
    queryClient.setQueryData<number>(countKey, (count) => unseenCountAfter(count, action));
  };
  return useMutation({
    mutationFn: ({ item, read }: { item: TNotificationItem; read: boolean }) =>
      updateNotificationReadStatus(item.id, read),
    onMutate: async ({ item, read }): Promise<SetRead> => {
      // a count already on its way would overwrite the change
      await queryClient.cancelQueries({ queryKey: countKey });
      const action = { type: 'setRead', item, read } as const;
      apply(action);
      return action;
    },
    onError: (_error, _variables, action) => {
      if (action) apply(revertRead(action));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: countKey }),
  });
}
