import { type TListStaffForumPostsQuery, type TStaffForumPost, staffCoded } from '@portal/contract';
import type { AppContext } from '../../context';
import { Conflict, NotFound } from '../../lib/errors';
import { type AuditActor, OPERATOR, recordAudit } from '../staff/audit-log';
import { updatePost, updateThread } from './forum.repository';
import { type ModeratedPost, findModeratedPost, lockPost, pageOfPosts } from './staff-forum-posts.repository';

function present({ post, thread, program, author, firstPostId }: ModeratedPost): TStaffForumPost {
  return {
    id: post.id,
    thread: { id: thread.id, title: thread.title },
    program: program?.id ? { id: program.id, name: program.name } : null,
    author: { id: author.id, name: author.name, email: author.email },
    body: post.body,
    posted_at: post.createdAt.toISOString(),
    state: post.hiddenAt
      ? 'hidden'
      : thread.hiddenAt
        ? 'thread_hidden'
        : post.deletedAt
          ? 'deleted'
          : 'visible',
    opens_thread: firstPostId === post.id,
  };
}

export async function listStaffForumPosts(
  ctx: AppContext,
  query: TListStaffForumPostsQuery,
  within?: number[],
) {
  const { count, rows } = await pageOfPosts(ctx.db, query, within);
  return { count, results: rows.map(present) };
}

/** A post; outside an instructor's boards (the general one included) it is not found. */
export async function getStaffForumPost(ctx: AppContext, id: number, within?: number[]) {
  const row = await findModeratedPost(ctx.db, id);
  if (!row || (within && !within.includes(row.thread.courseId ?? -1)))
    throw new NotFound(staffCoded('staff.forum.noPost', { id }));
  return present(row);
}

/**
 * Hides a post from students, or shows it again; a thread's first post takes its thread with it. The
 * console and `portal forum hide|unhide` share it; a post already so answers 409.
 */
export async function setPostHidden(
  ctx: AppContext,
  id: number,
  hidden: boolean,
  actor: AuditActor = OPERATOR,
  within?: number[],
): Promise<TStaffForumPost> {
  await getStaffForumPost(ctx, id, within);
  await ctx.db.transaction(async (tx) => {
    const post = await lockPost(tx, id);
    if (!post) throw new NotFound(staffCoded('staff.forum.noPost', { id }));
    if ((post.hiddenAt !== null) === hidden) {
      throw new Conflict(staffCoded(hidden ? 'staff.forum.alreadyHidden' : 'staff.forum.notHidden'));
    }
    const row = (await findModeratedPost(tx, id))!;
    const at = hidden ? ctx.now() : null;
    await updatePost(tx, id, { hiddenAt: at });
    if (row.firstPostId === id) await updateThread(tx, row.thread.id, { hiddenAt: at });
    await recordAudit(tx, actor, {
      action: hidden ? 'forum_post.hide' : 'forum_post.unhide',
      entity: 'forum_post',
      entityId: id,
      studentId: row.author.userId,
      before: { hidden: !hidden },
      after: { hidden, ...(row.firstPostId === id && { thread: row.thread.title }) },
    });
  });
  return getStaffForumPost(ctx, id);
}
