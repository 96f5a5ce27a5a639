import { listForumBoards, ZListForumBoardsResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { forumKeys } from './forum-keys';

export function fetchForumBoards(signal?: AbortSignal) {
  return apiFetch(listForumBoards.path, {
    schema: import.meta.env.DEV ? ZListForumBoardsResponse : undefined,
    signal,
  });
}

export function getForumBoardsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: forumKeys.boards(userId),
    queryFn: ({ signal }) => fetchForumBoards(signal),
    enabled: Boolean(userId),
  });
}

/** The general board and one per program the student is in, with their unread counts. */
export function useForumBoards() {
  const { data: session } = useSession();
  return useQuery(getForumBoardsQueryOptions(session?.user.id));
}
