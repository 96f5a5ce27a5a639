import type { TNotificationItem } from '@portal/contract';

export type SeenNotifications = {
  /** An event's id: the stream's first one is its newest notification when the page first connected. */
  heard: (lastEventId: string) => void;
  /** A notification the stream pushed. */
  shown: (id: number) => void;
  /**
   * Of a page fetched again after signals were missed, the unread notifications the page was never
   * shown, oldest first; they count as shown from then on.
   */
  unseen: (items: TNotificationItem[]) => TNotificationItem[];
};

/**
 * What the page has been shown since its stream first connected. Only notifications newer than that
 * can have been missed: older ones were there before the page was.
 */
export function seenNotifications(): SeenNotifications {
  let newestAtConnect: number | null = null;
  const shown = new Set<number>();
  return {
    heard(lastEventId) {
      const id = Number(lastEventId);
      if (newestAtConnect === null && lastEventId !== '' && Number.isInteger(id)) newestAtConnect = id;
    },
    shown(id) {
      shown.add(id);
    },
    unseen(items) {
      const after = newestAtConnect;
      const missed =
        after === null ? [] : items.filter((item) => item.id > after && !item.is_read && !shown.has(item.id));
      for (const item of items) shown.add(item.id);
      return missed.reverse();
    },
  };
}
