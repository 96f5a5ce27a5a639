import { createForumPost, type TForumPostBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { invalidateForumLists } from './forum-keys';
import { getForumThreadQueryOptions } from './get-forum-thread';

/** Replies in the thread, then reads it again with the reply in its place. */
export function useCreatePost(threadId: number) {
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const userId = session?.user.id;
  return useMutation({
    mutationFn: (body: TForumPostBody) => call(createForumPost, { params: { id: threadId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getForumThreadQueryOptions(userId, threadId).queryKey }),
        invalidateForumLists(queryClient, userId),
      ]),
  });
}
