import { z } from 'zod';

/** The student's unread notifications. */
export const getUnseenCount = { method: 'GET', path: '/api/v1/notifications/unseen-count/' } as const;
export const ZUnseenCountResponse = z.object({ count: z.number().int() });
export type TUnseenCountResponse = z.infer<typeof ZUnseenCountResponse>;
