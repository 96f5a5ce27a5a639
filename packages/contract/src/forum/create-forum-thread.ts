import { z } from 'zod';
import { operation } from '../common/operation';
import { ZForumText, ZForumThread, ZForumTitle } from './forum';

export const ZCreateForumThread = z.object({
  course: z.number().int().positive().nullable().default(null),
  title: ZForumTitle,
  body: ZForumText,
});
export type TCreateForumThread = z.input<typeof ZCreateForumThread>;

export const createForumThread = operation({
  method: 'POST',
  path: '/api/v1/forum/threads/',
  tag: 'forum',
  summary: 'Start a thread on a board with its first post',
  body: ZCreateForumThread,
  response: ZForumThread,
  status: 201,
  errors: [401, 403, 429],
});
