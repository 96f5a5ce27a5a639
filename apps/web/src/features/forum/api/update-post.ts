import { type TForumPost, type TForumPostBody, updateForumPost, ZForumPost } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, buildPath } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { getForumThreadQueryOptions } from './get-thread';

export function updatePost(postId: number, body: TForumPostBody): Promise<TForumPost> {
  return apiFetch(buildPath(updateForumPost.path, { id: postId }), {
    method: 'PATCH',
    body,
    schema: import.meta.env.DEV ? ZForumPost : undefined,
  });
}

/** Edits one of the student's own posts in the thread, within the edit window. */
export function useUpdatePost(threadId: number) {
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  return useMutation({
    mutationFn: ({ postId, body }: { postId: number; body: TForumPostBody }) => updatePost(postId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: getForumThreadQueryOptions(session?.user.id, threadId).queryKey,
      }),
  });
}
