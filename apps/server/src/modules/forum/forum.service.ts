import {
  FORUM_EDIT_WINDOW_MINUTES,
  type TForumBoard,
  type TForumPost,
  type TForumThread,
  type TForumThreadSummary,
  coded,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import type { Translations } from '../../db/schema/catalogue';
import { AppError, Forbidden, Invalid, NotFound } from '../../lib/errors';
import { hitRateLimit } from '../../lib/rate-limit';
import { findCourse, listSectionOutline } from '../catalogue/catalogue.service';
import { type SubscriptionRow, listOwnSubscriptions } from '../enrolment/enrolment.service';
import { accessOf } from '../enrolment/subscription-access';
import { type Reader, localize } from '../institute/localize';
import { notify } from '../notifications/notifications.service';
import { FORUM_NOTIFICATIONS } from './forum-messages';
import {
  type AuthorNames,
  type PostRow,
  type ThreadRow,
  boardTotals,
  countThreads,
  findPost,
  findReadAt,
  findThread,
  insertPost,
  insertThread,
  listForModeration,
  listPostAuthors,
  listPosts,
  markRead,
  pageOfThreads,
  updatePost,
  updateThread,
} from './forum.repository';

/** Threads and replies together: enough for a lively discussion, too few to flood a board. */
const POSTING_RULE = { max: 20, windowSeconds: 600 };
const EDIT_WINDOW_MS = FORUM_EDIT_WINDOW_MINUTES * 60 * 1000;
const MENTION = /\[\[content:(\d+)\]\]/g;

type Program = { id: number; name: string; slug: string; translations: Translations<{ name: string }> };
/** A board the student may use: the general one (no course) or a program's, with their subscription. */
type Board = { course: Program | null; subscriptionId: number | null };
const GENERAL: Board = { course: null, subscriptionId: null };

/** Subscribed with access to the room (a trial counts while it lasts), or graduated. */
function mayUseBoard(row: SubscriptionRow, now: Date): boolean {
  if (row.status === 'graduated') return true;
  const access = accessOf(row, now);
  return access === 'full' || access === 'view_only';
}

/** The programs whose boards the student may use, newest subscription first. */
async function programBoards(ctx: AppContext, studentId: number, db: Executor = ctx.db): Promise<Board[]> {
  const now = ctx.now();
  return (await listOwnSubscriptions(db, studentId))
    .filter(({ subscription }) => mayUseBoard(subscription, now))
    .map(({ subscription, course }) => ({
      course: { id: course.id, name: course.name, slug: course.slug, translations: course.translations },
      subscriptionId: subscription.id,
    }));
}

async function findBoard(
  ctx: AppContext,
  studentId: number,
  courseId: number | null,
  db: Executor = ctx.db,
): Promise<Board | null> {
  if (courseId === null) return GENERAL;
  return (await programBoards(ctx, studentId, db)).find((b) => b.course!.id === courseId) ?? null;
}

async function requireBoard(ctx: AppContext, studentId: number, courseId: number | null): Promise<Board> {
  const board = await findBoard(ctx, studentId, courseId);
  if (!board) throw new Forbidden(coded('forum.notEnrolled'));
  return board;
}

/**
 * A thread shown on a board the student may use; anything else is not there for them. One the
 * moderators hid is gone, said as such (and whether it was the student's own) to those of its board.
 */
async function requireThread(ctx: AppContext, studentId: number, threadId: number) {
  const found = await findThread(ctx.db, studentId, threadId);
  const board = found && (await findBoard(ctx, studentId, found.thread.courseId));
  if (!found || !board) throw new NotFound('Discussion not found.');
  if (found.thread.hiddenAt)
    throw new AppError(410, coded('forum.threadHidden'), { own: found.thread.authorId === studentId });
  return { ...found, board };
}

function displayName(a: AuthorNames): string {
  return `${a.firstName.trim()} ${a.lastName.trim()}`.trim() || a.accountName.trim() || 'Student';
}

function presentAuthor(a: AuthorNames, studentId: number) {
  const name = displayName(a);
  const words = name.split(/\s+/);
  const initials =
    a.firstName.trim() && a.lastName.trim()
      ? `${a.firstName.trim().charAt(0)}${a.lastName.trim().charAt(0)}`
      : `${words[0]!.charAt(0)}${words.length > 1 ? words.at(-1)!.charAt(0) : ''}`;
  return { name, initials: initials.toUpperCase(), is_me: a.id === studentId };
}

function presentSummary(
  row: { thread: ThreadRow; author: AuthorNames; replyCount: number; unreadCount: number },
  studentId: number,
): TForumThreadSummary {
  return {
    id: row.thread.id,
    title: row.thread.title,
    course_id: row.thread.courseId,
    author: presentAuthor(row.author, studentId),
    created_at: row.thread.createdAt.toISOString(),
    last_post_at: row.thread.lastPostAt.toISOString(),
    reply_count: row.replyCount,
    unread_count: row.unreadCount,
  };
}

type Mentionable = Map<number, { name: string; contentType: string }>;

/** The program's items a body may mention; the general board has none. */
async function mentionableOf(
  ctx: AppContext,
  courseId: number | null,
  bodies: string[],
): Promise<Mentionable> {
  if (courseId === null || !bodies.some((b) => b.includes('[[content:'))) return new Map();
  const { contentRows } = await listSectionOutline(ctx.db, courseId);
  return new Map(contentRows.map((c) => [c.id, { name: c.name, contentType: c.contentType }]));
}

function mentionsIn(body: string, mentionable: Mentionable): TForumPost['mentions'] {
  const ids = new Set([...body.matchAll(MENTION)].map((m) => Number(m[1])));
  return [...ids].flatMap((id) => {
    const content = mentionable.get(id);
    return content ? [{ content_id: id, name: content.name, content_type: content.contentType }] : [];
  });
}

function stateOf(post: PostRow): TForumPost['state'] {
  if (post.hiddenAt) return 'hidden';
  if (post.deletedAt) return 'deleted';
  return 'visible';
}

function withinEditWindow(post: PostRow, now: Date): boolean {
  return now.getTime() - post.createdAt.getTime() <= EDIT_WINDOW_MS;
}

function presentPost(
  ctx: AppContext,
  row: { post: PostRow; author: AuthorNames },
  studentId: number,
  mentionable: Mentionable,
  readAt: Date | null,
): TForumPost {
  const { post } = row;
  const state = stateOf(post);
  const shown = state === 'visible';
  const mine = post.authorId === studentId;
  return {
    id: post.id,
    author: presentAuthor(row.author, studentId),
    body: shown ? post.body : '',
    state,
    mentions: shown ? mentionsIn(post.body, mentionable) : [],
    created_at: post.createdAt.toISOString(),
    edited_at: post.editedAt?.toISOString() ?? null,
    can_edit: shown && mine && withinEditWindow(post, ctx.now()),
    unread: shown && !mine && (readAt === null || post.createdAt > readAt),
  };
}

/** A board's program as the reader reads its name. */
function programIn(course: Program | null, reader: Reader) {
  if (!course) return null;
  const { name, lang } = localize({ name: course.name, translations: course.translations }, reader);
  return { id: course.id, name, lang, slug: course.slug };
}

export async function listBoards(
  ctx: AppContext,
  studentId: number,
  reader: Reader,
): Promise<{ results: TForumBoard[] }> {
  const boards = [GENERAL, ...(await programBoards(ctx, studentId))];
  const totals = await boardTotals(
    ctx.db,
    studentId,
    boards.flatMap((b) => (b.course ? [b.course.id] : [])),
  );
  const totalsOf = (courseId: number | null) => totals.find((t) => t.courseId === courseId);
  return {
    results: boards.map((b) => {
      const t = totalsOf(b.course?.id ?? null);
      return {
        course: programIn(b.course, reader),
        thread_count: t?.threads ?? 0,
        unread_count: t?.unread ?? 0,
      };
    }),
  };
}

export async function listThreads(
  ctx: AppContext,
  studentId: number,
  query: { course?: number | undefined; offset: number; limit: number },
): Promise<{ count: number; results: TForumThreadSummary[] }> {
  const courseId = query.course ?? null;
  await requireBoard(ctx, studentId, courseId);
  const [rows, count] = await Promise.all([
    pageOfThreads(ctx.db, studentId, courseId, query),
    countThreads(ctx.db, courseId),
  ]);
  return { count, results: rows.map((row) => presentSummary(row, studentId)) };
}

/** The thread as the student reads it now; reading marks it read, the flags still showing what was new. */
export async function getThread(
  ctx: AppContext,
  studentId: number,
  threadId: number,
  reader: Reader,
): Promise<TForumThread> {
  const found = await requireThread(ctx, studentId, threadId);
  const [rows, readAt] = await Promise.all([
    listPosts(ctx.db, threadId),
    findReadAt(ctx.db, threadId, studentId),
  ]);
  await markRead(ctx.db, threadId, studentId, ctx.now());
  const mentionable = await mentionableOf(
    ctx,
    found.thread.courseId,
    rows.map((r) => r.post.body),
  );
  const posts = rows.map((row) => presentPost(ctx, row, studentId, mentionable, readAt));
  return {
    ...presentSummary(found, studentId),
    unread_count: posts.filter((p) => p.unread).length,
    course: programIn(found.board.course, reader),
    subscription_id: found.board.subscriptionId,
    posts,
  };
}

export async function createThread(
  ctx: AppContext,
  studentId: number,
  body: { course: number | null; title: string; body: string },
  reader: Reader,
): Promise<TForumThread> {
  await requireBoard(ctx, studentId, body.course);
  await hitRateLimit(ctx.db, `forum-post:${studentId}`, POSTING_RULE, ctx.now());
  const now = ctx.now();
  const thread = await ctx.db.transaction(async (tx) => {
    const row = await insertThread(tx, {
      courseId: body.course,
      authorId: studentId,
      title: body.title,
      createdAt: now,
      lastPostAt: now,
    });
    await insertPost(tx, { threadId: row.id, authorId: studentId, body: body.body, createdAt: now });
    await markRead(tx, row.id, studentId, now);
    return row;
  });
  return getThread(ctx, studentId, thread.id, reader);
}

/**
 * Adds a reply and tells the thread's author and everyone who replied before, each with a link into
 * their own course room when the board is a program's; nobody is told of their own reply.
 */
export async function replyToThread(
  ctx: AppContext,
  studentId: number,
  threadId: number,
  body: string,
): Promise<TForumPost> {
  const { thread, board } = await requireThread(ctx, studentId, threadId);
  await hitRateLimit(ctx.db, `forum-post:${studentId}`, POSTING_RULE, ctx.now());
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const earlier = await listPostAuthors(tx, threadId);
    const post = await insertPost(tx, { threadId, authorId: studentId, body, createdAt: now });
    await updateThread(tx, threadId, { lastPostAt: now });
    await markRead(tx, threadId, studentId, now);
    // in the order of their ids, as notifyMany takes their notification count rows: never a deadlock
    const recipients = [...new Set([thread.authorId, ...earlier])]
      .filter((id) => id !== studentId)
      .sort((a, b) => a - b);
    if (recipients.length > 0) {
      const replier = await findPost(tx, post.id);
      const name = displayName(replier!.author);
      for (const recipient of recipients) {
        // a recipient who lost access to the program no longer follows its board
        const theirs = await findBoard(ctx, recipient, thread.courseId, tx);
        if (!theirs) continue;
        const program =
          theirs.course && theirs.subscriptionId
            ? { slug: theirs.course.slug, subscriptionId: theirs.subscriptionId }
            : null;
        await notify(
          ctx,
          recipient,
          FORUM_NOTIFICATIONS.replied(
            { id: thread.id, title: thread.title, ownThread: recipient === thread.authorId },
            name,
            program,
          ),
          tx,
        );
      }
    }
    return post;
  });
  const found = (await findPost(ctx.db, row.id))!;
  const mentionable = await mentionableOf(ctx, board.course?.id ?? null, [row.body]);
  return presentPost(ctx, found, studentId, mentionable, now);
}

/** The student's own post on a board they may use, still shown and within the edit window. */
async function requireOwnEditablePost(ctx: AppContext, studentId: number, postId: number) {
  const found = await findPost(ctx.db, postId);
  if (!found || found.thread.hiddenAt || found.post.hiddenAt || found.post.deletedAt)
    throw new NotFound('Post not found.');
  const board = await findBoard(ctx, studentId, found.thread.courseId);
  if (!board) throw new NotFound('Post not found.');
  if (found.post.authorId !== studentId) throw new Forbidden(coded('forum.notYours'));
  if (!withinEditWindow(found.post, ctx.now()))
    throw new Invalid({ non_field_errors: [coded('forum.editWindowOver')] });
  return { ...found, board };
}

export async function editPost(
  ctx: AppContext,
  studentId: number,
  postId: number,
  body: string,
): Promise<TForumPost> {
  const found = await requireOwnEditablePost(ctx, studentId, postId);
  const post = await updatePost(ctx.db, postId, { body, editedAt: ctx.now() });
  const mentionable = await mentionableOf(ctx, found.board.course?.id ?? null, [body]);
  return presentPost(ctx, { post, author: found.author }, studentId, mentionable, null);
}

/** Soft: the post stays in the thread, shown as deleted, so the replies around it keep their sense. */
export async function deletePost(ctx: AppContext, studentId: number, postId: number): Promise<TForumPost> {
  const found = await requireOwnEditablePost(ctx, studentId, postId);
  const post = await updatePost(ctx.db, postId, { deletedAt: ctx.now() });
  return presentPost(ctx, { post, author: found.author }, studentId, new Map(), null);
}

/** `portal forum list`: every post, hidden ones too, thread by thread, latest activity first. */
export async function listPostsForModeration(ctx: AppContext, program?: string) {
  let courseId: number | undefined;
  if (program !== undefined) {
    const course = await findCourse(ctx.db, { slug: program });
    if (!course) throw new AppError(404, `No program '${program}'.`);
    courseId = course.id;
  }
  return (await listForModeration(ctx.db, courseId)).map(({ post, thread, courseSlug, email }) => ({
    post: post.id,
    thread: thread.id,
    board: courseSlug ?? 'general',
    author: email,
    posted: post.createdAt,
    state: thread.hiddenAt && !post.hiddenAt ? 'thread hidden' : stateOf(post),
    title: thread.title,
    body: post.body,
  }));
}
