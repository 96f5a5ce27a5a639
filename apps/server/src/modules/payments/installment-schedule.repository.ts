import type { TListStaffInstallmentsQuery } from '@portal/contract';
import { type SQL, and, asc, count, desc, eq, ilike, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containing, orderingOf } from '../../db/list-query';
import { courses, installments, studentProfiles, subscriptions, users } from '../../db/schema';

/** A pending instalment due before `today` (the school's), of a subscription not cancelled. */
const overdueOn = (today: string) =>
  and(
    eq(installments.status, 'pending'),
    ne(subscriptions.status, 'cancelled'),
    lt(installments.dueDate, today),
  )!;

const schedule = (db: Executor, today: string) =>
  db
    .select({
      installment: installments,
      subscriptionStatus: subscriptions.status,
      currency: subscriptions.currency,
      student: { id: studentProfiles.id, name: users.name, email: users.email },
      program: { id: courses.id, name: courses.name },
      course: { name: courses.name, translations: courses.translations, slug: courses.slug },
      overdue: sql<boolean>`coalesce(${overdueOn(today)}, false)`,
    })
    .from(installments)
    .innerJoin(subscriptions, eq(subscriptions.id, installments.subscriptionId))
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .innerJoin(studentProfiles, eq(studentProfiles.id, subscriptions.studentId))
    .innerJoin(users, eq(users.id, studentProfiles.userId));

export type ScheduleRow = Awaited<ReturnType<ReturnType<typeof schedule>['execute']>>[number];

const ORDER = { due_date: installments.dueDate, amount: installments.dueAmountCents, student: users.name };

/** A page of the instalments, soonest due first unless said, searched by student. */
export async function pageOfSchedule(
  db: Executor,
  query: TListStaffInstallmentsQuery,
  today: string,
): Promise<{ count: number; rows: ScheduleRow[] }> {
  const conditions: (SQL | undefined)[] = [
    query.status && eq(installments.status, query.status),
    query.program === undefined ? undefined : eq(subscriptions.courseId, query.program),
    query.student === undefined ? undefined : eq(subscriptions.studentId, query.student),
    query.overdue ? overdueOn(today) : undefined,
  ];
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern)));
  }
  const where = and(...conditions);
  const [total, rows] = await Promise.all([
    db
      .select({ count: count() })
      .from(installments)
      .innerJoin(subscriptions, eq(subscriptions.id, installments.subscriptionId))
      .innerJoin(studentProfiles, eq(studentProfiles.id, subscriptions.studentId))
      .innerJoin(users, eq(users.id, studentProfiles.userId))
      .where(where),
    schedule(db, today)
      .where(where)
      .orderBy(
        query.ordering ? orderingOf(query.ordering, ORDER, 'due_date') : asc(installments.dueDate),
        query.ordering?.startsWith('-') ? desc(installments.id) : asc(installments.id),
      )
      .offset(query.offset)
      .limit(query.limit),
  ]);
  return { count: total[0]!.count, rows };
}

export async function findScheduledInstallment(
  db: Executor,
  id: number,
  today: string,
): Promise<ScheduleRow | null> {
  const [row] = await schedule(db, today).where(eq(installments.id, id));
  return row ?? null;
}

export async function findInstallment(db: Executor, id: number) {
  const [row] = await db.select().from(installments).where(eq(installments.id, id));
  return row ?? null;
}

/** The instalment as it stands, locked until the transaction ends: two changes of it take turns. */
export async function lockInstallment(db: Executor, id: number) {
  const [row] = await db.select().from(installments).where(eq(installments.id, id)).for('update');
  return row!;
}

/** A new due date; its notices are to give again, for the new date. */
export async function moveInstallment(db: Executor, id: number, dueDate: string) {
  const [row] = await db
    .update(installments)
    .set({ dueDate, dueNoticeAt: null, overdueNoticeAt: null })
    .where(eq(installments.id, id))
    .returning();
  return row!;
}
