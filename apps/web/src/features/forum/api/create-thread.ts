import { createForumThread, type TCreateForumThread, ZForumThread } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { invalidateForumLists } from './forum-keys';
import { getForumThreadQueryOptions } from './get-thread';

export function createThread(body: TCreateForumThread) {
  return apiFetch(createForumThread.path, {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZForumThread : undefined,
  });
}

/** Starts a thread; the answer is the thread as its page shows it, so that page opens without a load. */
export function useCreateThread() {
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const userId = session?.user.id;
  return useMutation({
    mutationFn: createThread,
    onSuccess: (thread) => {
      queryClient.setQueryData(getForumThreadQueryOptions(userId, thread.id).queryKey, thread);
      return invalidateForumLists(queryClient, userId);
    },
  });
}
