import { deleteForumPost, type TForumPost, ZForumPost } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, buildPath } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { invalidateForumLists } from './forum-keys';
import { getForumThreadQueryOptions } from './get-thread';

export function deletePost(postId: number): Promise<TForumPost> {
  return apiFetch(buildPath(deleteForumPost.path, { id: postId }), {
    method: 'DELETE',
    schema: import.meta.env.DEV ? ZForumPost : undefined,
  });
}

/** Deletes one of the student's own posts within the edit window; it stays in the thread as deleted. */
export function useDeletePost(threadId: number) {
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const userId = session?.user.id;
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getForumThreadQueryOptions(userId, threadId).queryKey }),
        invalidateForumLists(queryClient, userId),
      ]),
  });
}
