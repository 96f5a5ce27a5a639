import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { cohorts, courses, studentProfiles, subscriptions, users } from '../../db/schema';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type SubscriptionWithCourse = { subscription: SubscriptionRow; course: typeof courses.$inferSelect };

export async function insertSubscription(db: Executor, values: NewSubscription) {
  const [row] = await db.insert(subscriptions).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findStudentSubscription(db: Executor, studentId: number, courseId: number) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.studentId, studentId), eq(subscriptions.courseId, courseId)));
  return row ?? null;
}

export async function listOwnSubscriptions(
  db: Executor,
  studentId: number,
): Promise<SubscriptionWithCourse[]> {
  return db
    .select({ subscription: subscriptions, course: courses })
    .from(subscriptions)
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(eq(subscriptions.studentId, studentId))
    .orderBy(desc(subscriptions.enrollDatetime), desc(subscriptions.id));
}

const ownSubscriptionQuery = preparedQuery((db) =>
  db
    .select({ subscription: subscriptions, course: courses })
    .from(subscriptions)
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(
      and(
        eq(subscriptions.id, sql.placeholder('id')),
        eq(subscriptions.studentId, sql.placeholder('studentId')),
      ),
    )
    .prepare('find_own_subscription'),
);

export async function findOwnSubscription(db: Executor, studentId: number, id: number) {
  const [row] = await ownSubscriptionQuery(db).execute({ id, studentId });
  return row ?? null;
}

export async function findSubscriptionWithCourse(db: Executor, id: number) {
  const [row] = await db
    .select({ subscription: subscriptions, course: courses })
    .from(subscriptions)
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(eq(subscriptions.id, id));
  return row ?? null;
}

/** Locks the subscription's row until the transaction ends: changes to one student's progress queue up. */
export async function lockSubscription(db: Executor, id: number): Promise<SubscriptionRow> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row!;
}

/** The names of the given cohorts, in every language they have. */
export async function findCohortNames(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: cohorts.id, name: cohorts.name, translations: cohorts.translations })
    .from(cohorts)
    .where(inArray(cohorts.id, ids));
}

/** Locks the cohort's row until the transaction ends, so two joins cannot both take its last seat. */
export async function lockCohort(db: Executor, cohortId: number) {
  const [row] = await db.select().from(cohorts).where(eq(cohorts.id, cohortId)).for('update');
  return row ?? null;
}

export async function countCohortSeatsTaken(db: Executor, cohortId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(subscriptions)
    .where(and(eq(subscriptions.cohortId, cohortId), ne(subscriptions.status, 'cancelled')));
  return row?.n ?? 0;
}

export async function updateSubscription(
  db: Executor,
  id: number,
  values: Partial<typeof subscriptions.$inferInsert>,
) {
  const [row] = await db
    .update(subscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subscriptions.id, id))
    .returning();
  return row!;
}

export async function listAllSubscriptions(db: Executor, courseSlug?: string) {
  return db
    .select({
      id: subscriptions.id,
      studentId: subscriptions.studentId,
      email: users.email,
      program: courses.slug,
      cohort: cohorts.name,
      status: subscriptions.status,
      paymentStatus: subscriptions.paymentStatus,
      access: subscriptions.courseAccess,
      enrolled: subscriptions.enrollDatetime,
    })
    .from(subscriptions)
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .innerJoin(studentProfiles, eq(studentProfiles.id, subscriptions.studentId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .leftJoin(cohorts, eq(cohorts.id, subscriptions.cohortId))
    .where(courseSlug ? eq(courses.slug, courseSlug) : sql`true`)
    .orderBy(asc(courses.slug), asc(subscriptions.enrollDatetime));
}
