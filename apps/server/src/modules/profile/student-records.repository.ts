import type { TListStudentRecordsQuery } from '@portal/contract';
import { type SQL, and, asc, count, eq, exists, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, studentProfiles, subscriptions, users } from '../../db/schema';
import { containing, orderingOf } from '../../db/list-query';

const columns = {
  id: studentProfiles.id,
  firstName: studentProfiles.firstName,
  lastName: studentProfiles.lastName,
  phone: studentProfiles.phone,
  createdAt: studentProfiles.createdAt,
  name: users.name,
  email: users.email,
  emailVerified: users.emailVerified,
};

export type StudentRecordRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

const ORDER = { name: users.name, email: users.email, created_at: studentProfiles.createdAt };

/** A subscription of the student, in the program and state if given, among `within` programs if given. */
function subscribed(program?: number, status?: string, within?: number[]): SQL {
  return exists(
    sql`(select 1 from ${subscriptions} where ${and(
      eq(subscriptions.studentId, studentProfiles.id),
      program === undefined ? undefined : eq(subscriptions.courseId, program),
      status === undefined ? undefined : sql`${subscriptions.status} = ${status}`,
      within === undefined ? undefined : inArray(subscriptions.courseId, within.length > 0 ? within : [-1]),
    )})`,
  );
}

/**
 * A page of students: searched by name or email, filtered by program and state, and kept to `within`
 * (an instructor's programs) when given.
 */
export async function pageOfStudentRecords(
  db: Executor,
  query: TListStudentRecordsQuery,
  within?: number[],
): Promise<{ count: number; rows: StudentRecordRow[] }> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  if (query.program !== undefined || query.status !== undefined)
    conditions.push(subscribed(query.program, query.status));
  if (within) conditions.push(subscribed(undefined, undefined, within));
  const where = and(...conditions);
  const [total, rows] = await Promise.all([
    db
      .select({ count: count() })
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(where),
    db
      .select(columns)
      .from(studentProfiles)
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(where)
      .orderBy(orderingOf(query.ordering, ORDER, 'name'), asc(studentProfiles.id))
      .offset(query.offset)
      .limit(query.limit),
  ]);
  return { count: total[0]!.count, rows };
}

export async function findStudentRecord(db: Executor, id: number): Promise<StudentRecordRow | null> {
  const [row] = await db
    .select(columns)
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(studentProfiles.id, id));
  return row ?? null;
}

/** The subscriptions of the students, with their programs' names, oldest first. */
export async function listProgramsOf(db: Executor, studentIds: number[]) {
  if (studentIds.length === 0) return [];
  return db
    .select({
      studentId: subscriptions.studentId,
      subscriptionId: subscriptions.id,
      courseId: subscriptions.courseId,
      courseName: courses.name,
      status: subscriptions.status,
    })
    .from(subscriptions)
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(inArray(subscriptions.studentId, studentIds))
    .orderBy(asc(subscriptions.id));
}
