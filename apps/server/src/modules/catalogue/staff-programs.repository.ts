import type { TListStaffProgramsQuery } from '@portal/contract';
import { type SQL, and, asc, count, desc, eq, ilike, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containing } from '../../db/list-query';
import { cohorts, courses, paymentPlans, subscriptions } from '../../db/schema';
import { planChosen } from './staff-payment-plans.repository';

export type CourseRow = typeof courses.$inferSelect;
export type CohortRow = typeof cohorts.$inferSelect;

/** Subscriptions that hold a place: all but the cancelled. */
const holding = ne(subscriptions.status, 'cancelled');

// the outer row's column named whole: drizzle writes a column of the query's one table unqualified
const studentsOf = sql<number>`(select count(*)::int from ${subscriptions} s where s.course_id = ${courses}.id and s.status <> 'cancelled')`;

/** A page of programs in the catalogue's order unless said, kept to `within` (an instructor's). */
export async function pageOfPrograms(db: Executor, query: TListStaffProgramsQuery, within?: number[]) {
  const conditions: (SQL | undefined)[] = [
    within && inArray(courses.id, within.length > 0 ? within : [-1]),
    query.search ? ilike(courses.name, containing(query.search)) : undefined,
  ];
  const where = and(...conditions);
  const direction = query.ordering?.startsWith('-') ? desc : asc;
  const order = query.ordering?.endsWith('students')
    ? direction(studentsOf)
    : query.ordering
      ? direction(courses.name)
      : asc(courses.position);
  const [total, rows] = await Promise.all([
    db.select({ count: count() }).from(courses).where(where),
    db
      .select({ course: courses, students: studentsOf })
      .from(courses)
      .where(where)
      .orderBy(order, asc(courses.id))
      .offset(query.offset)
      .limit(query.limit),
  ]);
  return { count: total[0]!.count, rows };
}

export async function findProgram(db: Executor, id: number) {
  const [row] = await db
    .select({ course: courses, students: studentsOf })
    .from(courses)
    .where(eq(courses.id, id));
  return row ?? null;
}

/** The program's row, locked until the transaction ends. */
export async function lockProgram(tx: Executor, id: number): Promise<CourseRow | null> {
  const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
  return row ?? null;
}

export async function updateProgram(tx: Executor, id: number, values: Partial<typeof courses.$inferInsert>) {
  await tx
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(courses.id, id));
}

/** The cohorts of some programs, soonest first, each with the seats taken. */
export async function cohortsOf(db: Executor, courseIds: number[]) {
  if (courseIds.length === 0) return [];
  return db
    .select({
      cohort: cohorts,
      taken: sql<number>`(select count(*)::int from ${subscriptions} s where s.cohort_id = ${cohorts}.id and s.status <> 'cancelled')`,
    })
    .from(cohorts)
    .where(inArray(cohorts.courseId, courseIds))
    .orderBy(asc(cohorts.startDate), asc(cohorts.id));
}

/** The plans some programs offer, each with whether a student has chosen it. */
export async function plansOf(db: Executor, courseIds: number[]) {
  if (courseIds.length === 0) return [];
  return db
    .select({ plan: paymentPlans, chosen: planChosen })
    .from(paymentPlans)
    .where(and(inArray(paymentPlans.courseId, courseIds), isNull(paymentPlans.retiredAt)))
    .orderBy(asc(paymentPlans.position), asc(paymentPlans.id));
}

/** A cohort of the program, locked: a subscription counting its seats waits on the same lock. */
export async function lockProgramCohort(tx: Executor, courseId: number, cohortId: number) {
  const [row] = await tx
    .select()
    .from(cohorts)
    .where(and(eq(cohorts.id, cohortId), eq(cohorts.courseId, courseId)))
    .for('update');
  return row ?? null;
}

export async function seatsTaken(tx: Executor, cohortId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(subscriptions)
    .where(and(eq(subscriptions.cohortId, cohortId), holding));
  return row?.n ?? 0;
}

export async function cohortKeys(tx: Executor, courseId: number): Promise<Set<string>> {
  const rows = await tx.select({ key: cohorts.key }).from(cohorts).where(eq(cohorts.courseId, courseId));
  return new Set(rows.map((r) => r.key));
}

export async function insertCohort(tx: Executor, values: typeof cohorts.$inferInsert) {
  await tx.insert(cohorts).values(values);
}

export async function updateCohort(tx: Executor, id: number, values: Partial<typeof cohorts.$inferInsert>) {
  await tx.update(cohorts).set(values).where(eq(cohorts.id, id));
}
