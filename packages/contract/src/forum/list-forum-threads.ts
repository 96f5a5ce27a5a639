import { z } from 'zod';
import { listOf } from '../common/list';
import { operation } from '../common/operation';
import { ZForumThreadSummary } from './forum';

export const ZListForumThreadsQuery = z.object({
  course: z.coerce.number().int().positive().optional(),
  offset: z.coerce.number().int().min(0, 'Ensure this value is greater than or equal to 0.').default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZListForumThreadsResponse = listOf(ZForumThreadSummary);

/** Threads of a board, latest activity first; `course` absent lists the general board. */
export const listForumThreads = operation({
  method: 'GET',
  path: '/api/v1/forum/threads/',
  tag: 'forum',
  summary: "A board's threads, latest activity first; a program the student is not in answers 403",
  query: ZListForumThreadsQuery,
  response: ZListForumThreadsResponse,
  errors: [401, 403],
});
