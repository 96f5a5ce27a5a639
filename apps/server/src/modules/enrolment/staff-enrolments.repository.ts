import type { TListStaffEnrolmentsQuery } from '@portal/contract';
import { type SQL, and, asc, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containing, orderingOf, pageOf } from '../../db/list-query';
import { cohorts, courses, studentProfiles, subscriptions, users } from '../../db/schema';

const enrolments = (db: Executor) =>
  db
    .select({
      subscription: subscriptions,
      student: { id: studentProfiles.id, name: users.name, email: users.email },
      program: { id: courses.id, name: courses.name },
      cohortName: cohorts.name,
    })
    .from(subscriptions)
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .innerJoin(studentProfiles, eq(studentProfiles.id, subscriptions.studentId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .leftJoin(cohorts, eq(cohorts.id, subscriptions.cohortId));

export type EnrolmentRow = Awaited<ReturnType<ReturnType<typeof enrolments>['execute']>>[number];

const ORDER = { enrolled_at: subscriptions.enrollDatetime, student: users.name };

/** A page of subscriptions, newest first unless said, kept to `within` (an instructor's programs). */
export async function pageOfEnrolments(
  db: Executor,
  query: TListStaffEnrolmentsQuery,
  within?: number[],
): Promise<{ count: number; rows: EnrolmentRow[] }> {
  const conditions: (SQL | undefined)[] = [
    query.student === undefined ? undefined : eq(subscriptions.studentId, query.student),
    query.program === undefined ? undefined : eq(subscriptions.courseId, query.program),
    query.cohort === undefined ? undefined : eq(subscriptions.cohortId, query.cohort),
    query.status && eq(subscriptions.status, query.status),
    within && inArray(subscriptions.courseId, within.length > 0 ? within : [-1]),
  ];
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  const where = and(...conditions);
  return pageOf(
    db,
    () => enrolments(db).where(where).$dynamic(),
    [
      query.ordering ? orderingOf(query.ordering, ORDER, 'enrolled_at') : desc(subscriptions.enrollDatetime),
      asc(subscriptions.id),
    ],
    query,
  );
}

export async function findEnrolment(db: Executor, id: number): Promise<EnrolmentRow | null> {
  const [row] = await enrolments(db).where(eq(subscriptions.id, id));
  return row ?? null;
}
