import { z } from 'zod';
import { ZNotificationItem } from './notification';

export const NOTIFICATION_HEARTBEAT_SECONDS = 25;

export const ZNotificationEvent = z.object({ item: ZNotificationItem, unseen_count: z.number().int() });
export type TNotificationEvent = z.infer<typeof ZNotificationEvent>;
export const ZUnseenCountEvent = z.object({ unseen_count: z.number().int() });
export type TUnseenCountEvent = z.infer<typeof ZUnseenCountEvent>;
export const ZRoomEvent = z.object({ subscription_id: z.number().int() });
export type TRoomEvent = z.infer<typeof ZRoomEvent>;
