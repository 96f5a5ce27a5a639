import { asc, count, desc, eq, exists, inArray, not } from 'drizzle-orm';
import type { Executor } from '../../db/client';
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
