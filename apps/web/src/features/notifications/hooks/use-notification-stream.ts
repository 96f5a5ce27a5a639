import {
  streamNotifications,
  type TListNotificationsResponse,
  type TNotificationEvent,
  type TNotificationItem,
  type TUnseenCountEvent,
} from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { invalidateRewards } from '../../rewards/api/reward-keys';
import { getUnseenCountQueryOptions } from '../api/get-unseen-count';
import { fetchNotifications } from '../api/list-notifications';
import { type NotificationFilter, pageQuery } from '../notifications-state';
import { seenNotifications } from '../seen-notifications';

export type StreamHandlers = {
  /** A new notification, pushed or found missed. */
  onNotification: (item: TNotificationItem) => void;
  /** The first page of every notification, fetched again after events may have been missed. */
  onFirstPage?: (page: TListNotificationsResponse, filter: NotificationFilter) => void;
};

const EVERY_NOTIFICATION: NotificationFilter = { type: 'all', unreadOnly: false };

function parse<T>(event: MessageEvent): T | null {
  try {
    return JSON.parse(String(event.data)) as T;
  } catch {
    return null;
  }
}

/**
 * Listens to the student's notification stream while `enabled`: the badge's count follows it, and
 * each new notification goes to `onNotification`, and points earned refresh the reward button. Events
 * may have been missed when EventSource reconnects by itself, or when the server says `resync` (it
 * lost its own signals for a while): the count and the first page are fetched again then, and the
 * notifications not shown yet go to `onNotification`.
 */
export function useNotificationStream(enabled: boolean, handlers: StreamHandlers) {
  const queryClient = useQueryClient();
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const countKey = getUnseenCountQueryOptions().queryKey;
    const source = new EventSource(streamNotifications.path, { withCredentials: true });
    const seen = seenNotifications();
    const stopped = new AbortController();
    let lost = false;

    const resync = async () => {
      void queryClient.invalidateQueries({ queryKey: countKey });
      let page: TListNotificationsResponse;
      try {
        page = await fetchNotifications(pageQuery(EVERY_NOTIFICATION, 0), stopped.signal);
      } catch {
        // the count still refreshes; the panel fetches its own list when opened
        return;
      }
      handlersRef.current.onFirstPage?.(page, EVERY_NOTIFICATION);
      const missed = seen.unseen(page.results);
      if (missed.some((item) => item.notification.type === 'reward_points'))
        void invalidateRewards(queryClient);
      for (const item of missed) handlersRef.current.onNotification(item);
    };

    source.addEventListener('notification', (event) => {
      seen.heard(event.lastEventId);
      const data = parse<TNotificationEvent>(event);
      if (!data) return;
      seen.shown(data.item.id);
      queryClient.setQueryData(countKey, data.unseen_count);
      if (data.item.notification.type === 'reward_points') void invalidateRewards(queryClient);
      handlersRef.current.onNotification(data.item);
    });
    source.addEventListener('unseen_count', (event) => {
      seen.heard(event.lastEventId);
      const data = parse<TUnseenCountEvent>(event);
      if (data) queryClient.setQueryData(countKey, data.unseen_count);
    });
    source.addEventListener('resync', () => void resync());
    source.addEventListener('error', () => {
      lost = true;
    });
    source.addEventListener('open', () => {
      if (!lost) return;
      lost = false;
      void resync();
    });
    return () => {
      stopped.abort();
      source.close();
    };
  }, [enabled, queryClient]);
}
