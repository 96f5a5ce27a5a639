import { asc, count, eq, sql, sum } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, rewardLevels, rewardPoints, subscriptions } from '../../db/schema';

export type RewardLevelRow = typeof rewardLevels.$inferSelect;
export type RewardPointsRow = typeof rewardPoints.$inferSelect;

// matches the ledger's index order (desc nulls last), so a page is read straight from it
const newestFirst = [sql`${rewardPoints.earnedAt} desc nulls last`, sql`${rewardPoints.id} desc nulls last`];

/** Answers null when the student already has points for this source. */
export async function insertRewardPoints(
  db: Executor,
  values: typeof rewardPoints.$inferInsert,
): Promise<RewardPointsRow | null> {
  const [row] = await db.insert(rewardPoints).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function totalPointsOf(db: Executor, studentId: number): Promise<number> {
  const [row] = await db
    .select({ total: sum(rewardPoints.points).mapWith(Number) })
    .from(rewardPoints)
    .where(eq(rewardPoints.studentId, studentId));
  return row?.total ?? 0;
}

/** Lowest first. */
export async function listRewardLevels(db: Executor): Promise<RewardLevelRow[]> {
  return db.select().from(rewardLevels).orderBy(asc(rewardLevels.minPoints));
}

export async function replaceRewardLevels(db: Executor, levels: (typeof rewardLevels.$inferInsert)[]) {
  await db.delete(rewardLevels);
  if (levels.length > 0) await db.insert(rewardLevels).values(levels);
}

/** A page of the student's ledger with the slug of the program each entry came from, if any. */
export async function pageOfRewardPoints(
  db: Executor,
  studentId: number,
  page: { offset: number; limit: number },
) {
  return db
    .select({ entry: rewardPoints, courseSlug: courses.slug })
    .from(rewardPoints)
    .leftJoin(subscriptions, eq(subscriptions.id, rewardPoints.subscriptionId))
    .leftJoin(courses, eq(courses.id, subscriptions.courseId))
    .where(eq(rewardPoints.studentId, studentId))
    .orderBy(...newestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countRewardPoints(db: Executor, studentId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rewardPoints)
    .where(eq(rewardPoints.studentId, studentId));
  return row!.n;
}
