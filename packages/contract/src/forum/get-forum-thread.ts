import { operation } from '../common/operation';
import { ZForumThread, ZForumThreadParams } from './forum';

/**
 * A thread with its posts oldest first. Reading it marks it read; its `unread_count` and the posts'
 * `unread` still say what was new when it was opened. A thread the school hid answers 410.
 */
export const getForumThread = operation({
  method: 'GET',
  path: '/api/v1/forum/threads/:id/',
  tag: 'forum',
  summary: 'A thread with its posts, oldest first; reading it marks it read',
  params: ZForumThreadParams,
  response: ZForumThread,
  errors: [401, 403, 404, 410],
});
