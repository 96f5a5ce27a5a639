import type { TListLedgerPaymentsQuery } from '@portal/contract';
import { type SQL, and, asc, count, desc, eq, ilike, inArray, isNull, min, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containing, orderingOf, pageOf } from '../../db/list-query';
import { courses, payments, studentProfiles, subscriptions, users } from '../../db/schema';

const ledger = (db: Executor) =>
  db
    .select({
      payment: payments,
      student: { id: studentProfiles.id, name: users.name, email: users.email },
      program: { id: courses.id, name: courses.name },
    })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .innerJoin(studentProfiles, eq(studentProfiles.id, payments.studentId))
    .innerJoin(users, eq(users.id, studentProfiles.userId));

export type LedgerRow = Awaited<ReturnType<ReturnType<typeof ledger>['execute']>>[number];

/** Attempts still waiting for an answer, and refunds whose money has not left yet. */
const OPEN = ['requires_action', 'processing', 'pending'] as const;
export const AWAITING = {
  provider: and(inArray(payments.status, OPEN), ne(payments.provider, 'school'))!,
  school: and(eq(payments.status, 'pending'), eq(payments.provider, 'school'))!,
  refund: and(eq(payments.status, 'refunded'), isNull(payments.refundedAt))!,
};

/** How many payments match, and when the oldest of them began. */
export async function countWaiting(db: Executor, where: SQL) {
  const [row] = await db
    .select({ count: count(), oldest: min(payments.createdAt) })
    .from(payments)
    .where(where);
  return { count: row!.count, oldestAt: row!.oldest };
}

const ORDER = { created_at: payments.createdAt, amount: payments.amountCents, student: users.name };

/** A page of the ledger, newest first unless said, searched by student or reference code. */
export async function pageOfLedger(
  db: Executor,
  query: TListLedgerPaymentsQuery,
): Promise<{ count: number; rows: LedgerRow[] }> {
  const conditions: (SQL | undefined)[] = [
    query.status && eq(payments.status, query.status),
    query.method && eq(payments.method, query.method),
    query.kind && eq(payments.kind, query.kind),
    query.program === undefined ? undefined : eq(subscriptions.courseId, query.program),
    query.student === undefined ? undefined : eq(payments.studentId, query.student),
    query.awaiting && AWAITING[query.awaiting],
  ];
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(
      or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(payments.referenceCode, pattern)),
    );
  }
  const where = and(...conditions);
  const order = query.ordering ? orderingOf(query.ordering, ORDER, 'created_at') : desc(payments.createdAt);
  return pageOf(db, () => ledger(db).where(where).$dynamic(), [order, asc(payments.id)], query);
}

export async function findLedgerPayment(db: Executor, id: number): Promise<LedgerRow | null> {
  const [row] = await ledger(db).where(eq(payments.id, id));
  return row ?? null;
}
