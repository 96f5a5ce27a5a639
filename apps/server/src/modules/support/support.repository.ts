import type { TListStaffSupportRequestsQuery } from '@portal/contract';
import { type SQL, and, asc, count, desc, eq, exists, ilike, inArray, not, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containing, orderingOf, pageOf } from '../../db/list-query';
import { studentProfiles, supportAnswers, supportRequests, users } from '../../db/schema';

export type SupportRequestRow = typeof supportRequests.$inferSelect;
export type SupportAnswerRow = typeof supportAnswers.$inferSelect;

export async function insertSupportRequest(db: Executor, request: typeof supportRequests.$inferInsert) {
  const [row] = await db.insert(supportRequests).values(request).returning();
  return row!;
}

const newestFirst = [desc(supportRequests.createdAt), desc(supportRequests.id)];

export async function pageOfStudentRequests(
  db: Executor,
  studentId: number,
  page: { offset: number; limit: number },
): Promise<SupportRequestRow[]> {
  return db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.studentId, studentId))
    .orderBy(...newestFirst)
    .offset(page.offset)
    .limit(page.limit);
}

export async function countStudentRequests(db: Executor, studentId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportRequests)
    .where(eq(supportRequests.studentId, studentId));
  return row?.n ?? 0;
}

/** The answers to these requests, oldest first. */
export async function answersOfRequests(db: Executor, requestIds: number[]): Promise<SupportAnswerRow[]> {
  if (requestIds.length === 0) return [];
  return db
    .select()
    .from(supportAnswers)
    .where(inArray(supportAnswers.requestId, requestIds))
    .orderBy(asc(supportAnswers.createdAt), asc(supportAnswers.id));
}

const answered = (db: Executor) =>
  exists(
    db
      .select({ id: supportAnswers.id })
      .from(supportAnswers)
      .where(eq(supportAnswers.requestId, supportRequests.id)),
  );

/** Every student's requests for the school, newest first; only the unanswered ones with `open`. */
export async function listRequestsForSchool(db: Executor, filter: { open: boolean }) {
  return db
    .select({
      id: supportRequests.id,
      createdAt: supportRequests.createdAt,
      email: users.email,
      source: supportRequests.source,
      subject: supportRequests.subject,
      answered: answered(db).mapWith(Boolean),
    })
    .from(supportRequests)
    .innerJoin(studentProfiles, eq(studentProfiles.id, supportRequests.studentId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(filter.open ? not(answered(db)) : undefined)
    .orderBy(...newestFirst);
}

export async function findRequest(db: Executor, id: number): Promise<SupportRequestRow | null> {
  const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id));
  return row ?? null;
}

export async function insertAnswer(db: Executor, answer: typeof supportAnswers.$inferInsert) {
  const [row] = await db.insert(supportAnswers).values(answer).returning();
  return row!;
}

/** The request, locked until the transaction ends: two answers to it wait one for the other. */
export async function lockRequest(db: Executor, id: number): Promise<SupportRequestRow | null> {
  const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id)).for('update');
  return row ?? null;
}

const withStudent = (db: Executor) =>
  db
    .select({
      request: supportRequests,
      student: { id: studentProfiles.id, name: users.name, email: users.email, userId: users.id },
    })
    .from(supportRequests)
    .innerJoin(studentProfiles, eq(studentProfiles.id, supportRequests.studentId))
    .innerJoin(users, eq(users.id, studentProfiles.userId));

export type StaffSupportRow = Awaited<ReturnType<ReturnType<typeof withStudent>['execute']>>[number];

const ORDER = { created_at: supportRequests.createdAt, student: users.name };

/** A page of every student's requests for the staff, oldest first unless said, searched by subject or student. */
export async function pageOfRequestsForStaff(
  db: Executor,
  query: TListStaffSupportRequestsQuery,
): Promise<{ count: number; rows: StaffSupportRow[] }> {
  const conditions: (SQL | undefined)[] = [
    query.student === undefined ? undefined : eq(supportRequests.studentId, query.student),
    query.status === undefined ? undefined : query.status === 'open' ? not(answered(db)) : answered(db),
  ];
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(
      or(ilike(supportRequests.subject, pattern), ilike(users.name, pattern), ilike(users.email, pattern)),
    );
  }
  const where = and(...conditions);
  return pageOf(
    db,
    () => withStudent(db).where(where).$dynamic(),
    [orderingOf(query.ordering, ORDER, 'created_at'), asc(supportRequests.id)],
    query,
  );
}

export async function findRequestForStaff(db: Executor, id: number): Promise<StaffSupportRow | null> {
  const [row] = await withStudent(db).where(eq(supportRequests.id, id));
  return row ?? null;
}

/** How many requests wait for the school's first answer: the console's home queue. */
export async function countOpenRequests(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportRequests)
    .where(not(answered(db)));
  return row?.n ?? 0;
}
