import { getForumThread } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { forumKeys } from './forum-keys';

export function getForumThreadQueryOptions(userId: string | undefined, id: number) {
  return queryOptions({
    queryKey: forumKeys.thread(userId, id),
    queryFn: ({ signal }) => call(getForumThread, { params: { id } }, { signal }),
    enabled: Boolean(userId) && Number.isInteger(id) && id > 0,
  });
}

/** A thread with its posts, oldest first; the server marks it read as it answers. */
export function useForumThread(id: number) {
  const { data: session } = useSession();
  return useQuery(getForumThreadQueryOptions(session?.user.id, id));
}
