import type { TCompletionStage, TListStudentRecordsQuery } from '@portal/contract';
import { type SQL, and, asc, count, eq, exists, gt, ilike, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  courses,
  fieldVerifications,
  installments,
  studentProfiles,
  subscriptions,
  users,
} from '../../db/schema';
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

type Subscribed = {
  program?: number;
  cohort?: number;
  status?: string;
  completion?: TCompletionStage;
  within?: number[];
};

const STAGES: Record<TCompletionStage, SQL> = {
  not_started: eq(subscriptions.courseCompletion, 0),
  in_progress: and(gt(subscriptions.courseCompletion, 0), lt(subscriptions.courseCompletion, 100))!,
  completed: eq(subscriptions.courseCompletion, 100),
};

/** A subscription of the student, in the program, cohort, state and stage given, among `within` programs if given. */
function subscribed({ program, cohort, status, completion, within }: Subscribed): SQL {
  return exists(
    sql`(select 1 from ${subscriptions} where ${and(
      eq(subscriptions.studentId, studentProfiles.id),
      program === undefined ? undefined : eq(subscriptions.courseId, program),
      cohort === undefined ? undefined : eq(subscriptions.cohortId, cohort),
      status === undefined ? undefined : sql`${subscriptions.status} = ${status}`,
      completion === undefined ? undefined : STAGES[completion],
      within === undefined ? undefined : inArray(subscriptions.courseId, within.length > 0 ? within : [-1]),
    )})`,
  );
}

/** An unpaid instalment due before `today`, of a subscription not cancelled (in the program if given). */
function overdue(today: string, program?: number): SQL {
  return exists(
    sql`(select 1 from ${installments} join ${subscriptions} on ${eq(
      subscriptions.id,
      installments.subscriptionId,
    )} where ${and(
      eq(subscriptions.studentId, studentProfiles.id),
      program === undefined ? undefined : eq(subscriptions.courseId, program),
      ne(subscriptions.status, 'cancelled'),
      eq(installments.status, 'pending'),
      lt(installments.dueDate, today),
    )})`,
  );
}

/** A field of the student's profile entered since the school last decided on it (`success`). */
const awaitingReview = exists(
  sql`(select 1 from ${fieldVerifications} where ${and(
    eq(fieldVerifications.studentId, studentProfiles.id),
    eq(fieldVerifications.status, 'success'),
  )})`,
);

/**
 * A page of students: searched by name or email, filtered by program, state, stage, overdue instalments
 * and fields to verify, kept to `within`
 * (an instructor's programs) when given.
 */
export async function pageOfStudentRecords(
  db: Executor,
  query: TListStudentRecordsQuery,
  { within, today }: { within?: number[]; today: string },
): Promise<{ count: number; rows: StudentRecordRow[] }> {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  const { program, cohort, status, completion } = query;
  const filters = { program, cohort, status, completion };
  if (Object.values(filters).some((value) => value !== undefined)) conditions.push(subscribed(filters));
  if (within) conditions.push(subscribed({ within }));
  if (query.payments === 'overdue') conditions.push(overdue(today, program));
  if (query.profile === 'awaiting_review') conditions.push(awaitingReview);
  const where = and(...conditions);
  const counted = db.select({ count: count() }).from(studentProfiles).$dynamic();
  const [total, rows] = await Promise.all([
    // a profile has one account: the count reads the accounts only to search them (ADR 061)
    (query.search ? counted.innerJoin(users, eq(users.id, studentProfiles.userId)) : counted).where(where),
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
