import { operation } from '../common/operation';
import { ZForumPost, ZForumPostParams } from './forum';

/** Own post within the edit window: it stays in the thread as deleted; answers the post. */
export const deleteForumPost = operation({
  method: 'DELETE',
  path: '/api/v1/forum/posts/:id/',
  tag: 'forum',
  summary: 'Delete one of the student’s own posts within the edit window; it stays shown as deleted',
  params: ZForumPostParams,
  response: ZForumPost,
  errors: [401, 403, 404],
});
