import { and, eq, isNull, max, not, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentPlans, payments, subscriptions } from '../../db/schema';

export type PaymentPlanRow = typeof paymentPlans.$inferSelect;

/** A student chose the plan: a payment or a subscription names it. */
export const planChosen = sql<boolean>`(exists (select 1 from ${payments} p where p.payment_plan_id = ${paymentPlans}.id) or exists (select 1 from ${subscriptions} s where s.payment_plan_id = ${paymentPlans}.id))`;

/**
 * A plan the program offers, locked: a checkout reading the plan's fee holds a share of the same lock,
 * so a change of amounts waits for it to commit.
 */
export async function lockOfferedPlan(tx: Executor, courseId: number, planId: number) {
  const [row] = await tx
    .select()
    .from(paymentPlans)
    .where(
      and(eq(paymentPlans.id, planId), eq(paymentPlans.courseId, courseId), isNull(paymentPlans.retiredAt)),
    )
    .for('update');
  return row ?? null;
}

/** Asked after the lock, in a statement of its own: it sees the checkouts that committed meanwhile. */
export async function isPlanChosen(tx: Executor, planId: number): Promise<boolean> {
  const [row] = await tx.select({ chosen: planChosen }).from(paymentPlans).where(eq(paymentPlans.id, planId));
  return row?.chosen ?? false;
}

/** The keys of the program's plans, the retired' included: a key names one plan for good. */
export async function planKeys(tx: Executor, courseId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ key: paymentPlans.key })
    .from(paymentPlans)
    .where(eq(paymentPlans.courseId, courseId));
  return new Set(rows.map((r) => r.key));
}

export async function nextPlanPosition(tx: Executor, courseId: number): Promise<number> {
  const [row] = await tx
    .select({ last: max(paymentPlans.position) })
    .from(paymentPlans)
    .where(eq(paymentPlans.courseId, courseId));
  return (row?.last ?? -1) + 1;
}

export async function insertPlan(tx: Executor, values: typeof paymentPlans.$inferInsert) {
  await tx.insert(paymentPlans).values(values);
}

export async function updatePlan(
  tx: Executor,
  id: number,
  values: Partial<typeof paymentPlans.$inferInsert>,
) {
  await tx.update(paymentPlans).set(values).where(eq(paymentPlans.id, id));
}

export async function deletePlan(tx: Executor, id: number) {
  await tx.delete(paymentPlans).where(eq(paymentPlans.id, id));
}

/**
 * The program's plans but `kept` are no longer offered: those no student chose are deleted, the others
 * retired, their students' schedules and payments kept.
 */
export async function withdrawPlansBut(tx: Executor, courseId: number, kept: string[]) {
  const others = and(eq(paymentPlans.courseId, courseId), notInArray(paymentPlans.key, ['', ...kept]));
  await tx
    .update(paymentPlans)
    .set({ retiredAt: sql`now()` })
    .where(and(others, isNull(paymentPlans.retiredAt), planChosen));
  await tx.delete(paymentPlans).where(and(others, not(planChosen)));
}
