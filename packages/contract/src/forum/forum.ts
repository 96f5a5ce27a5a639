import { z } from 'zod';
import { listOf } from '../common/list';
import { ZLanguage } from '../enums';
import { FORUM_MESSAGES } from './forum-messages';

const title = z
  .string({ error: FORUM_MESSAGES.titleRequired })
  .trim()
  .min(3, FORUM_MESSAGES.titleTooShort)
  .max(200, FORUM_MESSAGES.titleTooLong);
/**
 * Markdown; raw HTML in it is shown as text, never run. `[[content:<id>]]` mentions an item of the
 * program, shown as a link into the reader's own course room.
 */
const body = z
  .string({ error: FORUM_MESSAGES.bodyRequired })
  .trim()
  .min(1, FORUM_MESSAGES.bodyRequired)
  .max(10000, FORUM_MESSAGES.bodyTooLong);

export const ZForumAuthor = z.object({ name: z.string(), initials: z.string(), is_me: z.boolean() });

/** A board's program, its name in the reader's language (`lang` says which: ADR 049). */
const ZForumProgram = z.object({ id: z.number().int(), name: z.string(), lang: ZLanguage, slug: z.string() });

/** A board: the general one (course null) and one per program the student is in. */
export const listForumBoards = { method: 'GET', path: '/api/v1/forum/boards/' } as const;
export const ZForumBoard = z.object({
  course: ZForumProgram.nullable(),
  thread_count: z.number().int(),
  /** Posts by others on the board that the student has not read yet. */
  unread_count: z.number().int(),
});
export type TForumBoard = z.infer<typeof ZForumBoard>;
export const ZListForumBoardsResponse = z.object({ results: z.array(ZForumBoard) });

/** Threads of a board, latest activity first; `course` absent lists the general board. */
export const listForumThreads = { method: 'GET', path: '/api/v1/forum/threads/' } as const;
export const ZListForumThreadsQuery = z.object({
  course: z.coerce.number().int().positive().optional(),
  offset: z.coerce.number().int().min(0, 'Ensure this value is greater than or equal to 0.').default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZForumThreadSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  course_id: z.number().int().nullable(),
  author: ZForumAuthor,
  created_at: z.string(),
  last_post_at: z.string(),
  /** Replies still shown: deleted and hidden ones are left out. */
  reply_count: z.number().int(),
  /** Posts by others after the student last read the thread. */
  unread_count: z.number().int(),
});
export type TForumThreadSummary = z.infer<typeof ZForumThreadSummary>;
export const ZListForumThreadsResponse = listOf(ZForumThreadSummary);

export const createForumThread = { method: 'POST', path: '/api/v1/forum/threads/' } as const;
export const ZCreateForumThread = z.object({
  course: z.number().int().positive().nullable().default(null),
  title,
  body,
});
export type TCreateForumThread = z.input<typeof ZCreateForumThread>;

export const ZForumMention = z.object({
  content_id: z.number().int(),
  name: z.string(),
  content_type: z.string(),
});
export const ZForumPost = z.object({
  id: z.number().int(),
  author: ZForumAuthor,
  /** Empty when deleted or hidden; `state` says which. */
  body: z.string(),
  state: z.enum(['visible', 'deleted', 'hidden']),
  mentions: z.array(ZForumMention),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  /** Own post still within the edit window. */
  can_edit: z.boolean(),
  unread: z.boolean(),
});
export type TForumPost = z.infer<typeof ZForumPost>;

/**
 * A thread with its posts oldest first. Reading it marks it read; its `unread_count` and the posts'
 * `unread` still say what was new when it was opened.
 */
export const getForumThread = { method: 'GET', path: '/api/v1/forum/threads/:id/' } as const;
export const ZForumThreadParams = z.object({ id: z.coerce.number().int().positive() });
export const ZForumThread = ZForumThreadSummary.extend({
  course: ZForumProgram.nullable(),
  /** The reader's subscription to the program, for links into their course room. */
  subscription_id: z.number().int().nullable(),
  posts: z.array(ZForumPost),
});
export type TForumThread = z.infer<typeof ZForumThread>;

export const createForumPost = { method: 'POST', path: '/api/v1/forum/threads/:id/posts/' } as const;
export const ZForumPostBody = z.object({ body });
export type TForumPostBody = z.input<typeof ZForumPostBody>;

export const ZForumPostParams = z.object({ id: z.coerce.number().int().positive() });
/** Own post within the edit window: the body (ZForumPostBody) is replaced; answers the post. */
export const updateForumPost = { method: 'PATCH', path: '/api/v1/forum/posts/:id/' } as const;
/** Own post within the edit window: it stays in the thread as deleted; answers the post. */
export const deleteForumPost = { method: 'DELETE', path: '/api/v1/forum/posts/:id/' } as const;
