import { z } from 'zod';
import { operation } from '../common/operation';

export const ZUnseenCountResponse = z.object({ count: z.number().int() });
export type TUnseenCountResponse = z.infer<typeof ZUnseenCountResponse>;

/** The student's unread notifications. */
export const getUnseenCount = operation({
  method: 'GET',
  path: '/api/v1/notifications/unseen-count/',
  tag: 'notifications',
  summary: 'How many of the student’s notifications are unread',
  response: ZUnseenCountResponse,
  errors: [401, 403],
});
