import { z } from 'zod';
import { operation } from '../common/operation';
import { ZForumProgram } from './forum';

export const ZForumBoard = z.object({
  course: ZForumProgram.nullable(),
  thread_count: z.number().int(),
  /** Posts by others on the board that the student has not read yet. */
  unread_count: z.number().int(),
});
export type TForumBoard = z.infer<typeof ZForumBoard>;
export const ZListForumBoardsResponse = z.object({ results: z.array(ZForumBoard) });

/** A board: the general one (course null) and one per program the student is in. */
export const listForumBoards = operation({
  method: 'GET',
  path: '/api/v1/forum/boards/',
  tag: 'forum',
  summary: 'The boards the student may use: the general one, then one per program they are in',
  response: ZListForumBoardsResponse,
  errors: [401, 403],
});
