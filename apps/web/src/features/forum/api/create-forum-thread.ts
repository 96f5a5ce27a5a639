import { createForumThread, type TCreateForumThread } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { invalidateForumLists } from './forum-keys';
import { getForumThreadQueryOptions } from './get-forum-thread';

/** Starts a thread; the answer is the thread as its page shows it, so that page opens without a load. */
export function useCreateThread() {
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const userId = session?.user.id;
  return useMutation({
    mutationFn: (body: TCreateForumThread) => call(createForumThread, { body }),
    onSuccess: (thread) => {
      queryClient.setQueryData(getForumThreadQueryOptions(userId, thread.id).queryKey, thread);
      return invalidateForumLists(queryClient, userId);
    },
  });
}
