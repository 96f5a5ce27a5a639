import type { QueryClient } from '@tanstack/react-query';

/**
 * Every forum query starts with this key, then the signed-in user's id, so another student signing
 * in on this browser never sees the last one's unread marks.
 */
export const forumQueryKey = ['forum'] as const;

export const forumKeys = {
  boards: (userId: string | undefined) => [...forumQueryKey, userId, 'boards'] as const,
  /** Followed by the board's course id, or null for the general board. */
  threads: (userId: string | undefined) => [...forumQueryKey, userId, 'threads'] as const,
  thread: (userId: string | undefined, id: number) => [...forumQueryKey, userId, 'thread', id] as const,
};

/** Boards and thread lists show counts and latest activity that a new post changes. */
export function invalidateForumLists(queryClient: QueryClient, userId: string | undefined) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: forumKeys.boards(userId) }),
    queryClient.invalidateQueries({ queryKey: forumKeys.threads(userId) }),
  ]);
}
