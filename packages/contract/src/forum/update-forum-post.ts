import { operation } from '../common/operation';
import { ZForumPost, ZForumPostBody, ZForumPostParams } from './forum';

/** Own post within the edit window: the body is replaced; answers the post. */
export const updateForumPost = operation({
  method: 'PATCH',
  path: '/api/v1/forum/posts/:id/',
  tag: 'forum',
  summary: 'Edit one of the student’s own posts within the edit window',
  params: ZForumPostParams,
  body: ZForumPostBody,
  response: ZForumPost,
  errors: [401, 403, 404],
});
