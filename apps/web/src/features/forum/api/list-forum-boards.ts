import { listForumBoards } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { forumKeys } from './forum-keys';

export function getForumBoardsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: forumKeys.boards(userId),
    queryFn: ({ signal }) => call(listForumBoards, {}, { signal }),
    enabled: Boolean(userId),
  });
}

/** The general board and one per program the student is in, with their unread counts. */
export function useForumBoards() {
  const { data: session } = useSession();
  return useQuery(getForumBoardsQueryOptions(session?.user.id));
}
