import { PORTAL_PAGES } from '@portal/contract';

/** The discussion board: the general one, or a program's when its course id is given. */
export function forumBoardPath(courseId?: number | null): string {
  return courseId ? `/forum?course=${courseId}` : '/forum';
}

export const forumThreadPath = PORTAL_PAGES.forumThread;
