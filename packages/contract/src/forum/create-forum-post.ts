import { operation } from '../common/operation';
import { ZForumPost, ZForumPostBody, ZForumThreadParams } from './forum';

export const createForumPost = operation({
  method: 'POST',
  path: '/api/v1/forum/threads/:id/posts/',
  tag: 'forum',
  summary: 'Reply in a thread; its author and earlier repliers are notified',
  params: ZForumThreadParams,
  body: ZForumPostBody,
  response: ZForumPost,
  status: 201,
  errors: [401, 403, 404, 410, 429],
});
