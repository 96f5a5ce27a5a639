import { deleteForumPost } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { invalidateForumLists } from './forum-keys';
import { getForumThreadQueryOptions } from './get-forum-thread';

/** Deletes one of the student's own posts within the edit window; it stays in the thread as deleted. */
export function useDeletePost(threadId: number) {
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const userId = session?.user.id;
  return useMutation({
    mutationFn: (postId: number) => call(deleteForumPost, { params: { id: postId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getForumThreadQueryOptions(userId, threadId).queryKey }),
        invalidateForumLists(queryClient, userId),
      ]),
  });
}
