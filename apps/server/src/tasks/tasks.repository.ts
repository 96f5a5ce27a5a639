import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { tasks } from '../db/schema';

export type TaskRow = typeof tasks.$inferSelect;
export type NewTask = { topic: string; key: string; payload: Record<string, unknown> };

/** Records a task, in the caller's transaction; the same key recorded again is the same task. */
export async function insertTask(db: Executor, task: NewTask, runAfter: Date) {
  await db
    .insert(tasks)
    .values({ ...task, runAfter })
    .onConflictDoNothing({ target: tasks.key });
}

/**
 * Takes the oldest due task for `leaseMs`: the claimer works on it while others skip it, and if the
 * claimer stops, the task is due again when the lease ends.
 */
export async function claimDueTask(db: Executor, now: Date, leaseMs: number): Promise<TaskRow | null> {
  const due = db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(isNull(tasks.doneAt), lte(tasks.runAfter, now)))
    .orderBy(asc(tasks.runAfter), asc(tasks.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(tasks)
    .set({ attempts: sql`${tasks.attempts} + 1`, runAfter: new Date(now.getTime() + leaseMs) })
    .where(eq(tasks.id, sql`(${due})`))
    .returning();
  return row ?? null;
}

export async function finishTask(db: Executor, id: number, at: Date) {
  await db.update(tasks).set({ doneAt: at, lastError: null }).where(eq(tasks.id, id));
}

export async function postponeTask(db: Executor, id: number, runAfter: Date, error: string) {
  await db
    .update(tasks)
    .set({ runAfter, lastError: error.slice(0, 2000) })
    .where(eq(tasks.id, id));
}

export async function findTask(db: Executor, key: string) {
  const [row] = await db.select().from(tasks).where(eq(tasks.key, key));
  return row ?? null;
}
