import { z } from 'zod';
import { ZNotificationItem } from './notification';

/** Marks one notification read or unread; another student's id answers 404. */
export const updateReadStatus = {
  method: 'PATCH',
  path: '/api/v1/notifications/:id/update-read-status/',
} as const;
export const ZUpdateReadStatusRequest = z.object({ is_read: z.boolean() });
export type TUpdateReadStatusRequest = z.infer<typeof ZUpdateReadStatusRequest>;
export const ZUpdateReadStatusResponse = ZNotificationItem.extend({ unseen_count: z.number().int() });
export type TUpdateReadStatusResponse = z.infer<typeof ZUpdateReadStatusResponse>;

/** Marks every notification of the student read. */
export const markAllRead = { method: 'PATCH', path: '/api/v1/notifications/mark-all-read/' } as const;
export const ZMarkAllReadResponse = z.object({
  /** How many were unread before. */
  updated: z.number().int(),
  unseen_count: z.number().int(),
});
export type TMarkAllReadResponse = z.infer<typeof ZMarkAllReadResponse>;
