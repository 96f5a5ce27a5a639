import {
  streamNotifications,
  type TNotificationEvent,
  type TNotificationItem,
  type TUnseenCountEvent,
} from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateRewards } from '../../../lib/rewards/reward-keys';
import { getUnseenCountQueryOptions } from '../api/get-unseen-count';

function parse<T>(event: MessageEvent): T | null {
  try {
    return JSON.parse(String(event.data)) as T;
  } catch {
    return null;
  }
}

/**
 * Listens to the student's notification stream while `enabled`: the badge's count follows it, and
 * each new notification goes to `onNotification`, and points earned refresh the reward button. EventSource reconnects by itself; the count is
 * fetched again after a reconnect, in case events were missed meanwhile.
 */
export function useNotificationStream(enabled: boolean, onNotification: (item: TNotificationItem) => void) {
  const queryClient = useQueryClient();
  const onNotificationRef = useRef(onNotification);
  useEffect(() => {
    onNotificationRef.current = onNotification;
  });

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const countKey = getUnseenCountQueryOptions().queryKey;
    const source = new EventSource(streamNotifications.path, { withCredentials: true });
    let lost = false;

    source.addEventListener('notification', (event) => {
      const data = parse<TNotificationEvent>(event);
      if (!data) return;
      queryClient.setQueryData(countKey, data.unseen_count);
      if (data.item.notification.type === 'reward_points') void invalidateRewards(queryClient);
      onNotificationRef.current(data.item);
    });
    source.addEventListener('unseen_count', (event) => {
      const data = parse<TUnseenCountEvent>(event);
      if (data) queryClient.setQueryData(countKey, data.unseen_count);
    });
    source.addEventListener('error', () => {
      lost = true;
    });
    source.addEventListener('open', () => {
      if (!lost) return;
      lost = false;
      void queryClient.invalidateQueries({ queryKey: countKey });
    });
    return () => source.close();
  }, [enabled, queryClient]);
}
