import { z } from 'zod';
import { ZNotificationItem } from './notification';

/**
 * Server-sent events for the signed-in student: `notification` with each new item and the unseen
 * count, `unseen_count` when the count changes otherwise (read, mark all read); comments keep the
 * connection alive every 25 seconds.
 */
export const streamNotifications = { method: 'GET', path: '/api/v1/notifications/stream/' } as const;
export const NOTIFICATION_HEARTBEAT_SECONDS = 25;

export const ZNotificationEvent = z.object({ item: ZNotificationItem, unseen_count: z.number().int() });
export type TNotificationEvent = z.infer<typeof ZNotificationEvent>;
export const ZUnseenCountEvent = z.object({ unseen_count: z.number().int() });
export type TUnseenCountEvent = z.infer<typeof ZUnseenCountEvent>;
