/** The discussion board: the general one, or a program's when its course id is given. */
export function forumBoardPath(courseId?: number | null): string {
  return courseId ? `/forum?course=${courseId}` : '/forum';
}

export function forumThreadPath(threadId: number): string {
  return `/forum/${threadId}`;
}
