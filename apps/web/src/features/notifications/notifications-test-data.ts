import type { TListNotificationsResponse, TNotificationContent, TNotificationItem } from '@portal/contract';

/** An unread notification; `content` replaces parts of what it says. */
export function notification(
  id: number,
  content: Partial<TNotificationContent> = {},
  item: Partial<Omit<TNotificationItem, 'notification'>> = {},
): TNotificationItem {
  return {
    id,
    received_at: '2026-03-10T15:00:00.000Z',
    is_read: false,
    ...item,
    notification: {
      heading: `Notification ${id}`,
      message: `Message ${id}`,
      type: 'general',
      route_params: {},
      payload: {},
      ...content,
    },
  };
}

/** `count` notifications with ids from `first` down, newest first. */
export function notifications(count: number, first = count): TNotificationItem[] {
  return Array.from({ length: count }, (_, index) => notification(first - index));
}

export function page(
  results: TNotificationItem[],
  count = results.length,
  unseenCount = results.filter((item) => !item.is_read).length,
): TListNotificationsResponse {
  return { count, next: null, previous: null, results, unseen_count: unseenCount };
}
