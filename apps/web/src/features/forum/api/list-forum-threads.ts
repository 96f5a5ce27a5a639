import { listForumThreads } from '@portal/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { forumKeys } from './forum-keys';

export const FORUM_THREADS_PAGE_SIZE = 20;

export function getForumThreadsQueryOptions(userId: string | undefined, course: number | null) {
  return infiniteQueryOptions({
    queryKey: [...forumKeys.threads(userId), course],
    queryFn: ({ pageParam, signal }) =>
      call(
        listForumThreads,
        { query: { course, offset: pageParam, limit: FORUM_THREADS_PAGE_SIZE } },
        { signal },
      ),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
      return loaded < last.count && last.results.length > 0 ? loaded : undefined;
    },
    enabled: Boolean(userId),
  });
}

/** A board's threads, latest activity first, a page at a time; `course` null is the general board. */
export function useForumThreads(course: number | null) {
  const { data: session } = useSession();
  return useInfiniteQuery(getForumThreadsQueryOptions(session?.user.id, course));
}
