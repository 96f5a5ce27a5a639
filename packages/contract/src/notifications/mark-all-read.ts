import { z } from 'zod';
import { operation } from '../common/operation';

export const ZMarkAllReadResponse = z.object({
  /** How many were unread before. */
  updated: z.number().int(),
  unseen_count: z.number().int(),
});
export type TMarkAllReadResponse = z.infer<typeof ZMarkAllReadResponse>;

/** Marks every notification of the student read. */
export const markAllRead = operation({
  method: 'PATCH',
  path: '/api/v1/notifications/mark-all-read/',
  tag: 'notifications',
  summary: 'Mark every notification of the student read',
  response: ZMarkAllReadResponse,
  errors: [401, 403],
});
