import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { signInFailures } from '../../db/schema';

export type SignInLimit = { failures: number; windowMs: number; lockMs: number };

/** The key of an email's count: the email as Better Auth looks it up (lower-cased), hashed. */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.toLowerCase()).digest('hex');
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** When the lock of an email ends, or null when it is not locked. */
export async function findLockEnd(db: Executor, key: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ lockedUntil: signInFailures.lockedUntil })
    .from(signInFailures)
    .where(and(eq(signInFailures.emailHash, key), gt(signInFailures.lockedUntil, now)));
  return row?.lockedUntil ?? null;
}

/**
 * Counts a failed sign-in in one statement, so that processes counting at once each count: a window or
 * a lock that has passed starts the count again, and the failure that reaches the limit locks the email.
 * Answers the count, and the end of the lock in force (failures during a lock neither count for a new
 * lock nor extend it).
 */
export async function countFailure(
  db: Executor,
  key: string,
  limit: SignInLimit,
  now: Date,
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const t = signInFailures;
  const lockEnd = new Date(now.getTime() + limit.lockMs);
  const fresh = sql`(${t.windowStart} <= ${at(new Date(now.getTime() - limit.windowMs))} or ${t.lockedUntil} <= ${at(now)})`;
  const failures = sql`case when ${fresh} then 1 else ${t.failures} + 1 end`;
  const [row] = await db
    .insert(t)
    .values({
      emailHash: key,
      failures: 1,
      windowStart: now,
      lockedUntil: limit.failures <= 1 ? lockEnd : null,
    })
    .onConflictDoUpdate({
      target: t.emailHash,
      set: {
        failures,
        windowStart: sql`case when ${fresh} then ${at(now)} else ${t.windowStart} end`,
        lockedUntil: sql`case when ${t.lockedUntil} > ${at(now)} then ${t.lockedUntil} when ${failures} >= ${limit.failures} then ${at(lockEnd)} end`,
      },
    })
    .returning({ failures: t.failures, lockedUntil: t.lockedUntil });
  const lockedUntil = row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
  return { failures: row?.failures ?? 1, lockedUntil };
}

/** Forgets an email's failures; with `now`, not while a lock is in force (a success that raced it). */
export async function clearFailures(db: Executor, key: string, now: Date | null) {
  const t = signInFailures;
  await db
    .delete(t)
    .where(
      now
        ? and(eq(t.emailHash, key), or(isNull(t.lockedUntil), lte(t.lockedUntil, now)))
        : eq(t.emailHash, key),
    );
}

/** Drops the counts whose window and lock have both passed: they count for nothing any more. */
export async function pruneFailures(db: Executor, limit: SignInLimit, now: Date) {
  const t = signInFailures;
  await db
    .delete(t)
    .where(
      and(
        lte(t.windowStart, new Date(now.getTime() - limit.windowMs)),
        or(isNull(t.lockedUntil), lte(t.lockedUntil, now)),
      ),
    );
}
