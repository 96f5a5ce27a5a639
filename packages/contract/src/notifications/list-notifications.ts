import { z } from 'zod';
import { listOf } from '../common/list';
import { operation } from '../common/operation';
import { LIMITS } from '../constants';
import { NOTIFICATION_TYPES } from '../enum-values';
import { ZNotificationItem } from './notification';

export const NOTIFICATION_COUNT_CAP = 10_000;

export const ZListNotificationsQuery = z.object({
  offset: z.coerce
    .number({ error: 'A whole number is required.' })
    .int('A whole number is required.')
    .min(0, 'Ensure this value is greater than or equal to 0.')
    .default(0),
  limit: z.coerce
    .number({ error: 'A whole number is required.' })
    .int('A whole number is required.')
    .min(1, 'Ensure this value is greater than or equal to 1.')
    .max(100, 'Ensure this value is less than or equal to 100.')
    .default(LIMITS.notificationPageSize),
  /** The spec's type filter; 'all' in the web app sends none. */
  notification__type: z
    .enum(NOTIFICATION_TYPES, { error: 'Select a valid choice: not one of the notification types.' })
    .optional(),
  /** The spec sends only `is_read=false` (unread only); `true` lists read ones. */
  is_read: z
    .enum(['true', 'false'], { error: 'Must be true or false.' })
    .transform((v) => v === 'true')
    .optional(),
});
export type TListNotificationsQuery = z.infer<typeof ZListNotificationsQuery>;

export const ZListNotificationsResponse = listOf(ZNotificationItem).extend({
  unseen_count: z.number().int(),
});
export type TListNotificationsResponse = z.infer<typeof ZListNotificationsResponse>;

/**
 * Newest first; `unseen_count` counts the student's unread notifications, whatever the filters.
 *
 * `count` is exact, except with a type filter: it then stops at a cap, so that a page costs the same
 * whatever the length of the history. It is exact up to `offset` + NOTIFICATION_COUNT_CAP matching
 * notifications and is that number beyond (a lower bound, still above the page's end whenever a next
 * page exists, so `next` is right).
 */
export const listNotifications = operation({
  method: 'GET',
  path: '/api/v1/notifications/',
  tag: 'notifications',
  summary: "The student's notifications, newest first, with the unseen count",
  query: ZListNotificationsQuery,
  response: ZListNotificationsResponse,
  errors: [401, 403],
});
