import type { TPaymentState } from '@portal/contract';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
} from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  HELD_STATUSES,
  courses,
  installments,
  paymentCustomers,
  paymentPlans,
  payments,
  savedCards,
  subscriptions,
  webhookEvents,
} from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: Executor, values: typeof payments.$inferInsert) {
  const [row] = await db
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: payments.idempotencyKey })
    .returning();
  return row ?? null;
}

export async function countPaymentsByStatus(db: Executor) {
  return db.select({ status: payments.status, count: count() }).from(payments).groupBy(payments.status);
}

export async function findPaymentByKey(db: Executor, key: string) {
  const [row] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
  return row ?? null;
}

export async function findPayment(db: Executor, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

/** The payment holding an obligation: the one open or complete, of which the database allows one. */
export async function findHeldPayment(db: Executor, obligation: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.obligation, obligation), inArray(payments.status, [...HELD_STATUSES])));
  return row ?? null;
}

/**
 * Changes the payment's status only if it still is `from`: of two processes moving it on at once, one
 * does, and the other gets null.
 */
export async function movePayment(
  db: Executor,
  id: number,
  from: TPaymentState,
  values: Partial<typeof payments.$inferInsert> & { status: TPaymentState },
) {
  const [row] = await db
    .update(payments)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(payments.id, id), eq(payments.status, from)))
    .returning();
  return row ?? null;
}

export async function findCustomer(db: Executor, studentId: number, provider: string) {
  const [row] = await db
    .select()
    .from(paymentCustomers)
    .where(and(eq(paymentCustomers.studentId, studentId), eq(paymentCustomers.provider, provider)));
  return row ?? null;
}

/** Keeps the student's customer at the provider; of two made at once, the first recorded is kept. */
export async function insertCustomer(db: Executor, customer: typeof paymentCustomers.$inferInsert) {
  await db.insert(paymentCustomers).values(customer).onConflictDoNothing();
  return (await findCustomer(db, customer.studentId, customer.provider))!;
}

export async function findOwnPaymentByIntent(db: Executor, studentId: number, intentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.studentId, studentId), eq(payments.providerPaymentId, intentId)));
  return row ?? null;
}

export async function updatePayment(db: Executor, id: number, values: Partial<typeof payments.$inferInsert>) {
  const [row] = await db
    .update(payments)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(payments.id, id))
    .returning();
  return row!;
}

export async function findPlan(db: Executor, id: number) {
  const [row] = await db.select().from(paymentPlans).where(eq(paymentPlans.id, id));
  return row ?? null;
}

/**
 * A plan students may still choose. Shared-locked in a checkout's transaction: a change of the plan's
 * amounts waits for the checkout to commit, then sees that a student chose it.
 */
export async function findOfferedPlan(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.id, id), isNull(paymentPlans.retiredAt)))
    .for('share');
  return row ?? null;
}

export async function firstPlanOf(db: Executor, courseId: number) {
  const [row] = await db
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.courseId, courseId), isNull(paymentPlans.retiredAt)))
    .orderBy(asc(paymentPlans.position), asc(paymentPlans.id))
    .limit(1);
  return row ?? null;
}

export async function listInstallments(db: Executor, subscriptionId: number) {
  return db
    .select()
    .from(installments)
    .where(eq(installments.subscriptionId, subscriptionId))
    .orderBy(asc(installments.number));
}

export async function insertInstallments(db: Executor, rows: (typeof installments.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(installments).values(rows).onConflictDoNothing();
}

export async function markInstallmentPaid(db: Executor, id: number, at: Date) {
  await db.update(installments).set({ status: 'paid', paidAt: at }).where(eq(installments.id, id));
}

/** A withdrawal: the instalments still to pay are no longer asked for, nor reminded. */
export async function cancelOpenInstallments(db: Executor, subscriptionId: number) {
  await db
    .update(installments)
    .set({ status: 'cancelled' })
    .where(and(eq(installments.subscriptionId, subscriptionId), eq(installments.status, 'pending')));
}

export async function saveCard(db: Executor, card: typeof savedCards.$inferInsert) {
  await db
    .insert(savedCards)
    .values(card)
    .onConflictDoUpdate({ target: savedCards.studentId, set: { ...card, createdAt: new Date() } });
}

/** The payment as it stands, locked until the transaction ends: two settlements cannot both apply it. */
export async function lockPayment(db: Executor, id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row!;
}

/** Card payments of a subscription sent to the provider and not answered yet. */
export async function listUnansweredCardPayments(db: Executor, subscriptionId: number) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.subscriptionId, subscriptionId),
        eq(payments.method, 'pay_by_card'),
        eq(payments.status, 'processing'),
      ),
    );
}

/**
 * Card and Interac payments still waiting for their provider's answer, created since `since` and
 * unchanged since `before`, in id order after `afterId`.
 */
export async function openPaymentsBetween(
  db: Executor,
  range: { since: Date; before: Date },
  afterId: number,
  limit: number,
) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['requires_action', 'processing', 'pending']),
        inArray(payments.method, ['pay_by_card', 'click2pay']),
        gte(payments.createdAt, range.since),
        lt(payments.updatedAt, range.before),
        gt(payments.id, afterId),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(limit);
}

/** The subscription's latest attempt that counts: one replaced or refunded is passed over. */
export async function latestPayment(db: Executor, subscriptionId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.subscriptionId, subscriptionId),
        notInArray(payments.status, ['cancelled', 'refunded']),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return row ?? null;
}

export async function listPlansOfCourse(db: Executor, courseId: number) {
  return db
    .select()
    .from(paymentPlans)
    .where(and(eq(paymentPlans.courseId, courseId), isNull(paymentPlans.retiredAt)))
    .orderBy(asc(paymentPlans.position), asc(paymentPlans.id));
}

export async function listOwnPayments(db: Executor, studentId: number) {
  return db
    .select({
      payment: payments,
      course: { name: courses.name, translations: courses.translations },
      installmentNumber: installments.number,
    })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .leftJoin(installments, eq(installments.id, payments.installmentId))
    .where(eq(payments.studentId, studentId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** A student's request to pay at the school, with its program and the due date of its instalment. */
export async function findOwnSchoolRequest(db: Executor, studentId: number, id: number) {
  const [row] = await db
    .select({
      payment: payments,
      courseId: courses.id,
      course: { name: courses.name, translations: courses.translations },
      dueDate: installments.dueDate,
    })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .leftJoin(installments, eq(installments.id, payments.installmentId))
    .where(
      and(eq(payments.id, id), eq(payments.studentId, studentId), eq(payments.method, 'paid_to_school')),
    );
  return row ?? null;
}

export async function findPaymentByReferenceCode(db: Executor, code: string) {
  const [row] = await db.select().from(payments).where(eq(payments.referenceCode, code));
  return row ?? null;
}

export async function findSavedCard(db: Executor, studentId: number) {
  const [row] = await db.select().from(savedCards).where(eq(savedCards.studentId, studentId));
  return row ?? null;
}

export async function findPaymentByProviderId(db: Executor, provider: string, providerPaymentId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
  return row ?? null;
}

/** True the first time an event is seen; a replay answers false. */
export async function recordWebhookEvent(
  db: Executor,
  event: { provider: string; eventId: string; type: string },
) {
  const [row] = await db
    .insert(webhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return row !== undefined;
}

export type InstallmentNotice = 'due' | 'overdue';

/**
 * Pending instalments of subscriptions not cancelled, due by `until`, whose notice is still to give:
 * the due notice from `today` on, the overdue one before it.
 */
export async function installmentsToRemind(db: Executor, today: string, until: string) {
  return db
    .select({
      id: installments.id,
      dueDate: installments.dueDate,
      dueAmountCents: installments.dueAmountCents,
      studentId: subscriptions.studentId,
      subscriptionId: subscriptions.id,
      currency: subscriptions.currency,
      course: { name: courses.name, translations: courses.translations },
      courseSlug: courses.slug,
    })
    .from(installments)
    .innerJoin(subscriptions, eq(subscriptions.id, installments.subscriptionId))
    .innerJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(
      and(
        eq(installments.status, 'pending'),
        ne(subscriptions.status, 'cancelled'),
        lte(installments.dueDate, until),
        or(
          and(gte(installments.dueDate, today), isNull(installments.dueNoticeAt)),
          and(lt(installments.dueDate, today), isNull(installments.overdueNoticeAt)),
        ),
      ),
    )
    .orderBy(asc(installments.dueDate), asc(installments.id));
}

/**
 * Records that the notice is given, unless it already was: of several processes claiming the same
 * notice, one gets true. A row locked by another claimer's transaction waits for it to end.
 */
export async function claimInstallmentNotice(
  db: Executor,
  id: number,
  notice: InstallmentNotice,
  at: Date,
): Promise<boolean> {
  const given = notice === 'due' ? installments.dueNoticeAt : installments.overdueNoticeAt;
  const rows = await db
    .update(installments)
    .set(notice === 'due' ? { dueNoticeAt: at } : { overdueNoticeAt: at })
    .where(and(eq(installments.id, id), eq(installments.status, 'pending'), isNull(given)))
    .returning({ id: installments.id });
  return rows.length > 0;
}
