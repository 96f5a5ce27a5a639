import type { TListStaffForumPostsQuery } from '@portal/contract';
import { type SQL, and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containing, pageOf } from '../../db/list-query';
import { courses, forumPosts, forumThreads, studentProfiles, users } from '../../db/schema';

const moderated = (db: Executor) =>
  db
    .select({
      post: forumPosts,
      thread: forumThreads,
      program: { id: courses.id, name: courses.name },
      author: { id: studentProfiles.id, userId: users.id, name: users.name, email: users.email },
      // the thread's first post, inserted with it: the lowest id
      firstPostId: sql<number>`(select min(p.id)::int from ${forumPosts} p where p.thread_id = ${forumThreads}.id)`,
    })
    .from(forumPosts)
    .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
    .leftJoin(courses, eq(courses.id, forumThreads.courseId))
    .innerJoin(studentProfiles, eq(studentProfiles.id, forumPosts.authorId))
    .innerJoin(users, eq(users.id, studentProfiles.userId));

export type ModeratedPost = Awaited<ReturnType<ReturnType<typeof moderated>['execute']>>[number];

/** An instructor's reach: their programs' boards, never the general one. */
const onBoards = (within?: number[]) =>
  within && inArray(forumThreads.courseId, within.length > 0 ? within : [-1]);

/** A page of posts, newest first unless said, hidden ones too. */
export async function pageOfPosts(db: Executor, query: TListStaffForumPostsQuery, within?: number[]) {
  const conditions: (SQL | undefined)[] = [
    onBoards(within),
    query.program === undefined ? undefined : eq(forumThreads.courseId, query.program),
    query.hidden === undefined
      ? undefined
      : query.hidden
        ? or(isNotNull(forumPosts.hiddenAt), isNotNull(forumThreads.hiddenAt))
        : and(isNull(forumPosts.hiddenAt), isNull(forumThreads.hiddenAt)),
  ];
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(
      or(ilike(forumPosts.body, pattern), ilike(forumThreads.title, pattern), ilike(users.email, pattern)),
    );
  }
  const where = and(...conditions);
  return pageOf(
    db,
    () => moderated(db).where(where).$dynamic(),
    [
      query.ordering === 'posted_at' ? asc(forumPosts.createdAt) : desc(forumPosts.createdAt),
      asc(forumPosts.id),
    ],
    query,
  );
}

export async function findModeratedPost(db: Executor, id: number): Promise<ModeratedPost | null> {
  const [row] = await moderated(db).where(eq(forumPosts.id, id));
  return row ?? null;
}

/** The post's row, locked until the transaction ends: two moderators deciding at once decide once. */
export async function lockPost(tx: Executor, id: number) {
  const [row] = await tx.select().from(forumPosts).where(eq(forumPosts.id, id)).for('update');
  return row ?? null;
}
