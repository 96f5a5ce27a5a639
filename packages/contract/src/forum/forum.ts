import { z } from 'zod';
import { ZLanguage } from '../enums';
import { messageRule } from '../common/message-rule';

/** A board's program, its name in the reader's language (`lang` says which: ADR 049). */
export const ZForumProgram = z.object({
  id: z.number().int(),
  name: z.string(),
  lang: ZLanguage,
  slug: z.string(),
});

/** A thread's title. */
export const ZForumTitle = z
  .string({ error: messageRule('forum.titleRequired') })
  .trim()
  .min(3, messageRule('forum.titleTooShort'))
  .max(200, messageRule('forum.titleTooLong'));
/**
 * Markdown; raw HTML in it is shown as text, never run. `[[content:<id>]]` mentions an item of the
 * program, shown as a link into the reader's own course room.
 */
export const ZForumText = z
  .string({ error: messageRule('forum.bodyRequired') })
  .trim()
  .min(1, messageRule('forum.bodyRequired'))
  .max(10000, messageRule('forum.bodyTooLong'));

export const ZForumAuthor = z.object({ name: z.string(), initials: z.string(), is_me: z.boolean() });

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

export const ZForumThreadParams = z.object({ id: z.coerce.number().int().positive() });
export const ZForumThread = ZForumThreadSummary.extend({
  course: ZForumProgram.nullable(),
  /** The reader's subscription to the program, for links into their course room. */
  subscription_id: z.number().int().nullable(),
  posts: z.array(ZForumPost),
});
export type TForumThread = z.infer<typeof ZForumThread>;

export const ZForumPostBody = z.object({ body: ZForumText });
export type TForumPostBody = z.input<typeof ZForumPostBody>;

export const ZForumPostParams = z.object({ id: z.coerce.number().int().positive() });
