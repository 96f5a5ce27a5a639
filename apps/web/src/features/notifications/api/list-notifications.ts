import { listNotifications, type TListNotificationsResponse, type TNotificationType } from '@portal/contract';
import { call } from '../../../lib/api-client';

export type NotificationsPageQuery = {
  offset: number;
  limit: number;
  notification__type?: TNotificationType;
  is_read?: 'false';
};

/**
 * One page of the student's notifications, newest first. The panel keeps its pages in its own state
 * (notifications-state.ts), which the live stream and read changes update in place.
 */
export function fetchNotifications(
  query: NotificationsPageQuery,
  signal?: AbortSignal,
): Promise<TListNotificationsResponse> {
  return call(listNotifications, { query }, { signal });
}
