import { type TForumPostBody, updateForumPost } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { getForumThreadQueryOptions } from './get-forum-thread';

/** Edits one of the student's own posts in the thread, within the edit window. */
export function useUpdatePost(threadId: number) {
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  return useMutation({
    mutationFn: ({ postId, body }: { postId: number; body: TForumPostBody }) =>
      call(updateForumPost, { params: { id: postId }, body }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: getForumThreadQueryOptions(session?.user.id, threadId).queryKey,
      }),
  });
}
