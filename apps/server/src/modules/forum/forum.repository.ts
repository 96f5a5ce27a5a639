import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, forumPosts, forumReads, forumThreads, studentProfiles, users } from '../../db/schema';

export type ThreadRow = typeof forumThreads.$inferSelect;
export type PostRow = typeof forumPosts.$inferSelect;
export type AuthorNames = { id: number; firstName: string; lastName: string; accountName: string };

const author = {
  id: studentProfiles.id,
  firstName: studentProfiles.firstName,
  lastName: studentProfiles.lastName,
  accountName: users.name,
};

/** A board: the general one (null) or a program's. */
const onBoard = (courseId: number | null): SQL =>
  courseId === null ? isNull(forumThreads.courseId) : eq(forumThreads.courseId, courseId);

const readAtOf = (studentId: number) =>
  sql`(select ${forumReads.readAt} from ${forumReads} where ${forumReads.threadId} = ${forumThreads.id} and ${forumReads.studentId} = ${studentId})`;

/** A post the student has not seen: by someone else, still shown, newer than their last read. */
const unreadPost = (studentId: number): SQL =>
  and(
    sql`${forumPosts.authorId} <> ${studentId}`,
    isNull(forumPosts.deletedAt),
    isNull(forumPosts.hiddenAt),
    sql`${forumPosts.createdAt} > coalesce(${readAtOf(studentId)}, '-infinity'::timestamptz)`,
  )!;

/** Posts after the first (the lowest id: it is inserted with the thread) that are still shown. */
const replyCount = sql<number>`(
  select count(*) from ${forumPosts}
  where ${forumPosts.threadId} = ${forumThreads.id}
    and ${forumPosts.deletedAt} is null and ${forumPosts.hiddenAt} is null
    and ${forumPosts.id} > (select min(${forumPosts.id}) from ${forumPosts} where ${forumPosts.threadId} = ${forumThreads.id})
)`.mapWith(Number);

const unreadCount = (studentId: number) =>
  sql<number>`(select count(*) from ${forumPosts} where ${forumPosts.threadId} = ${forumThreads.id} and ${unreadPost(studentId)})`.mapWith(
    Number,
  );

// matches the board's index order (desc nulls last), so a page is read straight from it
const latestFirst = [
  sql`${forumThreads.lastPostAt} desc nulls last`,
  sql`${forumThreads.id} desc nulls last`,
];

/** Per board among `courseIds` (and the general one): threads still shown and posts unread by the student. */
export async function boardTotals(db: Executor, studentId: number, courseIds: number[]) {
  return db
    .select({
      courseId: forumThreads.courseId,
      threads: sql<number>`count(distinct ${forumThreads.id})`.mapWith(Number),
      unread: sql<number>`count(${forumPosts.id}) filter (where ${unreadPost(studentId)})`.mapWith(Number),
    })
    .from(forumThreads)
    .leftJoin(forumPosts, eq(forumPosts.threadId, forumThreads.id))
    .where(
      and(
        isNull(forumThreads.hiddenAt),
        courseIds.length > 0
          ? or(isNull(forumThreads.courseId), inArray(forumThreads.courseId, courseIds))
          : isNull(forumThreads.courseId),
      ),
    )
    .groupBy(forumThreads.courseId);
}

/** A page of a board's threads still shown, latest activity first, with the figures the list shows. */
export async function pageOfThreads(
  db: Executor,
  studentId: number,
  courseId: number | null,
  page: { offset: number; limit: number },
) {
  return db
    .select({
      thread: forumThreads,
      author,
      replyCount,
      unreadCount: unreadCount(studentId),
    })
    .from(forumThreads)
    .innerJoin(studentProfiles, eq(studentProfiles.id, forumThreads.authorId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(and(onBoard(courseId), isNull(forumThreads.hiddenAt)))
    .orderBy(...latestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countThreads(db: Executor, courseId: number | null): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(forumThreads)
    .where(and(onBoard(courseId), isNull(forumThreads.hiddenAt)));
  return row!.n;
}

/** A thread with its author and figures, hidden or not. */
export async function findThread(db: Executor, studentId: number, id: number) {
  const [row] = await db
    .select({ thread: forumThreads, author, replyCount, unreadCount: unreadCount(studentId) })
    .from(forumThreads)
    .innerJoin(studentProfiles, eq(studentProfiles.id, forumThreads.authorId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(forumThreads.id, id));
  return row ?? null;
}

/** The thread's posts oldest first, with their authors. */
export async function listPosts(db: Executor, threadId: number) {
  return db
    .select({ post: forumPosts, author })
    .from(forumPosts)
    .innerJoin(studentProfiles, eq(studentProfiles.id, forumPosts.authorId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(forumPosts.threadId, threadId))
    .orderBy(asc(forumPosts.createdAt), asc(forumPosts.id));
}

export async function findPost(db: Executor, id: number) {
  const [row] = await db
    .select({ post: forumPosts, thread: forumThreads, author })
    .from(forumPosts)
    .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
    .innerJoin(studentProfiles, eq(studentProfiles.id, forumPosts.authorId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(forumPosts.id, id));
  return row ?? null;
}

export async function insertThread(db: Executor, values: typeof forumThreads.$inferInsert) {
  const [row] = await db.insert(forumThreads).values(values).returning();
  return row!;
}

export async function insertPost(db: Executor, values: typeof forumPosts.$inferInsert) {
  const [row] = await db.insert(forumPosts).values(values).returning();
  return row!;
}

export async function updatePost(db: Executor, id: number, values: Partial<typeof forumPosts.$inferInsert>) {
  const [row] = await db.update(forumPosts).set(values).where(eq(forumPosts.id, id)).returning();
  return row!;
}

export async function updateThread(
  db: Executor,
  id: number,
  values: Partial<typeof forumThreads.$inferInsert>,
) {
  const [row] = await db.update(forumThreads).set(values).where(eq(forumThreads.id, id)).returning();
  return row!;
}

/** The read mark only moves forward, so a slower request cannot unread what a later one read. */
export async function markRead(db: Executor, threadId: number, studentId: number, at: Date) {
  await db
    .insert(forumReads)
    .values({ threadId, studentId, readAt: at })
    .onConflictDoUpdate({
      target: [forumReads.threadId, forumReads.studentId],
      set: { readAt: sql`greatest(${forumReads.readAt}, excluded.read_at)` },
    });
}

export async function findReadAt(db: Executor, threadId: number, studentId: number): Promise<Date | null> {
  const [row] = await db
    .select({ readAt: forumReads.readAt })
    .from(forumReads)
    .where(and(eq(forumReads.threadId, threadId), eq(forumReads.studentId, studentId)));
  return row?.readAt ?? null;
}

/** Who wrote the thread's posts that are not deleted, in the order they first wrote. */
export async function listPostAuthors(db: Executor, threadId: number): Promise<number[]> {
  const rows = await db
    .select({ authorId: forumPosts.authorId })
    .from(forumPosts)
    .where(and(eq(forumPosts.threadId, threadId), isNull(forumPosts.deletedAt)))
    .orderBy(asc(forumPosts.createdAt), asc(forumPosts.id));
  return [...new Set(rows.map((r) => r.authorId))];
}

/** Every thread (hidden ones too) with its posts, for the school's moderation; latest activity first. */
export async function listForModeration(db: Executor, courseId?: number) {
  return db
    .select({
      post: forumPosts,
      thread: forumThreads,
      courseSlug: courses.slug,
      email: users.email,
    })
    .from(forumPosts)
    .innerJoin(forumThreads, eq(forumThreads.id, forumPosts.threadId))
    .leftJoin(courses, eq(courses.id, forumThreads.courseId))
    .innerJoin(studentProfiles, eq(studentProfiles.id, forumPosts.authorId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(courseId === undefined ? undefined : eq(forumThreads.courseId, courseId))
    .orderBy(...latestFirst, asc(forumPosts.createdAt), asc(forumPosts.id));
}
