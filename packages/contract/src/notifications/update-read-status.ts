import { z } from 'zod';
import { operation } from '../common/operation';
import { ZNotificationItem, ZNotificationParams } from './notification';

export const ZUpdateReadStatusRequest = z.object({ is_read: z.boolean() });
export type TUpdateReadStatusRequest = z.infer<typeof ZUpdateReadStatusRequest>;
export const ZUpdateReadStatusResponse = ZNotificationItem.extend({ unseen_count: z.number().int() });
export type TUpdateReadStatusResponse = z.infer<typeof ZUpdateReadStatusResponse>;

/** Marks one notification read or unread; another student's id answers 404. */
export const updateReadStatus = operation({
  method: 'PATCH',
  path: '/api/v1/notifications/:id/update-read-status/',
  tag: 'notifications',
  summary: 'Mark one notification read or unread; another student’s answers 404',
  params: ZNotificationParams,
  body: ZUpdateReadStatusRequest,
  response: ZUpdateReadStatusResponse,
  errors: [401, 403, 404],
});
