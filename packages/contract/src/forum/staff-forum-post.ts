import { z } from 'zod';
import { listOf } from '../common/list';
import { operation } from '../common/operation';
import { ZStaffListQuery } from '../staff/staff-list-query';

export const STAFF_FORUM_POST_STATES = ['visible', 'hidden', 'thread_hidden', 'deleted'] as const;

/** A post as the school moderates it, hidden ones too, with its thread and board. */
export const ZStaffForumPost = z.object({
  id: z.number().int(),
  thread: z.object({ id: z.number().int(), title: z.string() }),
  /** The program whose board it is on; null for the general board. */
  program: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  author: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** Markdown, as written. */
  body: z.string(),
  posted_at: z.string(),
  state: z.enum(STAFF_FORUM_POST_STATES),
  /** The thread's first post: hiding it hides the whole thread. */
  opens_thread: z.boolean(),
});
export type TStaffForumPost = z.infer<typeof ZStaffForumPost>;

export const ZStaffForumPostParams = z.object({ id: z.coerce.number().int().positive() });

export const ZListStaffForumPostsQuery = ZStaffListQuery(['posted_at']).extend({
  program: z.coerce.number().int().positive().optional(),
  hidden: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
});
export type TListStaffForumPostsQuery = z.infer<typeof ZListStaffForumPostsQuery>;

export const listStaffForumPosts = operation({
  method: 'GET',
  path: '/api/v1/staff/forum-posts/',
  tag: 'staff',
  summary: "Every post of the boards, hidden ones too, newest first; an instructor's programs' boards only",
  query: ZListStaffForumPostsQuery,
  response: listOf(ZStaffForumPost),
  errors: [401, 403],
  staff: { resource: 'forum', action: 'read' },
});

export const getStaffForumPost = operation({
  method: 'GET',
  path: '/api/v1/staff/forum-posts/:id/',
  tag: 'staff',
  summary: 'A post with its thread and board',
  params: ZStaffForumPostParams,
  response: ZStaffForumPost,
  errors: [401, 403, 404],
  staff: { resource: 'forum', action: 'read' },
});

export const hideStaffForumPost = operation({
  method: 'POST',
  path: '/api/v1/staff/forum-posts/:id/hide/',
  tag: 'staff',
  summary: "Hide a post from students; hiding a thread's first post hides the whole thread",
  params: ZStaffForumPostParams,
  response: ZStaffForumPost,
  errors: [401, 403, 404, 409],
  staff: { resource: 'forum', action: 'moderate' },
});

export const unhideStaffForumPost = operation({
  method: 'POST',
  path: '/api/v1/staff/forum-posts/:id/unhide/',
  tag: 'staff',
  summary: 'Show a hidden post again, and its thread for a first post',
  params: ZStaffForumPostParams,
  response: ZStaffForumPost,
  errors: [401, 403, 404, 409],
  staff: { resource: 'forum', action: 'moderate' },
});
