import { createForumPost, type TForumPostBody, ZForumPost } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, buildPath } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { invalidateForumLists } from './forum-keys';
import { getForumThreadQueryOptions } from './get-thread';

export function createPost(threadId: number, body: TForumPostBody) {
  return apiFetch(buildPath(createForumPost.path, { id: threadId }), {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZForumPost : undefined,
  });
}

/** Replies in the thread, then reads it again with the reply in its place. */
export function useCreatePost(threadId: number) {
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const userId = session?.user.id;
  return useMutation({
    mutationFn: (body: TForumPostBody) => createPost(threadId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getForumThreadQueryOptions(userId, threadId).queryKey }),
        invalidateForumLists(queryClient, userId),
      ]),
  });
}
