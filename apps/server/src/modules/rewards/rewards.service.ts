import {
  GAMIFICATION_OFF_MESSAGE,
  type TLearningLevelsResponse,
  type TListQuery,
  type TRewardData,
  type TRewardEntry,
  type TRewardReason,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { schoolDate } from '../../lib/dates';
import { NotFound } from '../../lib/errors';
import { type Names, namesOf } from '../../lib/names';
import { type Reader, localize } from '../institute/localize';
import { findInstitute } from '../institute/institute.service';
import { mediaUrl } from '../media/media.service';
import { notify, notifyGrouped } from '../notifications/notifications.service';
import { REWARD_MESSAGES } from './reward-messages';
import {
  type RewardPointsRow,
  countRewardPoints,
  insertRewardPoints,
  listRewardLevels,
  pageOfRewardPoints,
  totalPointsOf,
} from './rewards.repository';

export { replaceRewardLevels } from './rewards.repository';

export type Award = {
  reason: TRewardReason;
  /** What earned the points, once per student: `content:<id>`, `quiz:<id>`, `payment:<id>`… */
  sourceKey: string;
  subscriptionId?: number | null;
  /** The title of what earned them: the content or quiz, or the program paid for. */
  description: string;
  /** What the notice says earned them, in every language; else the description. */
  what?: Names | undefined;
  /** Several at once (attendances recorded together): the reason's points for each. */
  count?: number;
};

type Level = { minPoints: number };

/**
 * Where a number of points stands among the levels (lowest first): the highest level reached, null
 * below the first, and the next one, null at the top.
 */
export function standingOf<L extends Level>(points: number, levels: readonly L[]) {
  const reached = levels.filter((l) => l.minPoints <= points);
  return { current: reached.at(-1) ?? null, next: levels.find((l) => l.minPoints > points) ?? null };
}

export function pointsToNextLevel(points: number, levels: readonly Level[]): number {
  const { next } = standingOf(points, levels);
  return next ? next.minPoints - points : 0;
}

/**
 * Adds points to the student's ledger for an event, by the institute's rule for its reason, and tells
 * the student in the day's one points notice (and of a level reached, on its own). Nothing happens when gamification is off, when the rule is 0,
 * or when the source already earned points: replaying an event never awards twice. Pass the event's
 * transaction so that the points and notifications commit with it.
 */
export async function awardPoints(
  ctx: AppContext,
  studentId: number,
  award: Award,
  db: Executor = ctx.db,
): Promise<RewardPointsRow | null> {
  const institute = await findInstitute(db);
  if (!institute?.allowGamification) return null;
  // the rules are stored as JSON, so a reason missing from an older row counts as switched off
  const earned = (institute.rewardRules[award.reason] ?? 0) * (award.count ?? 1);
  if (earned <= 0) return null;
  const row = await insertRewardPoints(db, {
    studentId,
    subscriptionId: award.subscriptionId ?? null,
    reason: award.reason,
    sourceKey: award.sourceKey,
    points: earned,
    description: award.description,
    earnedAt: ctx.now(),
  });
  if (!row) return null;

  const day = schoolDate(row.earnedAt, institute.timeZone);
  let total = 0;
  await notifyGrouped(
    ctx,
    studentId,
    `reward_points:${day}`,
    async (previous) => {
      // read under the day's notice lock: it counts every award told before this one
      total = await totalPointsOf(db, studentId);
      const before = dayOf(previous);
      return REWARD_MESSAGES.ofDay({
        day,
        points: before.points + earned,
        count: before.count + 1,
        total,
        latest: { reason: award.reason, what: award.what ?? award.description },
      });
    },
    db,
  );
  const levels = await listRewardLevels(db);
  const before = standingOf(total - earned, levels).current;
  const { current, next } = standingOf(total, levels);
  if (current && current.id !== before?.id) {
    await notify(
      ctx,
      studentId,
      REWARD_MESSAGES.levelReached(
        { name: namesOf(current), image: mediaUrl(current.imageKey) },
        total,
        next && { name: namesOf(next), minPoints: next.minPoints },
      ),
      db,
    );
  }
  return row;
}

/** What a day's notice counted so far; nothing for its first award, or a notice of unknown shape. */
function dayOf(previous: Record<string, unknown> | null): { points: number; count: number } {
  const { points, count } = previous ?? {};
  return typeof points === 'number' && typeof count === 'number'
    ? { points, count }
    : { points: 0, count: 0 };
}

async function requireGamification(ctx: AppContext): Promise<void> {
  const institute = await findInstitute(ctx.db);
  if (!institute?.allowGamification) throw new NotFound(GAMIFICATION_OFF_MESSAGE);
}

/** The reward popover: points, level and what the next level needs. */
export async function getRewardData(
  ctx: AppContext,
  studentId: number,
  reader: Reader,
): Promise<TRewardData> {
  await requireGamification(ctx);
  const [points, levels] = await Promise.all([totalPointsOf(ctx.db, studentId), listRewardLevels(ctx.db)]);
  const { current } = standingOf(points, levels);
  const level = current && localize(current, reader);
  return {
    points,
    level: level ? { name: level.name, lang: level.lang, level_image: mediaUrl(level.imageKey) } : null,
    points_needed_for_next_level: pointsToNextLevel(points, levels),
  };
}

export async function getLearningLevels(
  ctx: AppContext,
  studentId: number,
  reader: Reader,
): Promise<TLearningLevelsResponse> {
  await requireGamification(ctx);
  const [points, levels] = await Promise.all([totalPointsOf(ctx.db, studentId), listRewardLevels(ctx.db)]);
  const { current } = standingOf(points, levels);
  return {
    points,
    levels: levels
      .map((row) => localize(row, reader))
      .map((level) => ({
        id: level.id,
        name: level.name,
        lang: level.lang,
        level_image: mediaUrl(level.imageKey),
        min_points: level.minPoints,
        reached: level.minPoints <= points,
        current: level.id === current?.id,
      })),
  };
}

export async function getRewardHistory(
  ctx: AppContext,
  studentId: number,
  page: TListQuery,
): Promise<{ count: number; results: TRewardEntry[] }> {
  await requireGamification(ctx);
  const [rows, count] = await Promise.all([
    pageOfRewardPoints(ctx.db, studentId, page),
    countRewardPoints(ctx.db, studentId),
  ]);
  return {
    count,
    results: rows.map(({ entry, courseSlug }) => ({
      id: entry.id,
      points: entry.points,
      reason: entry.reason as TRewardReason,
      description: entry.description,
      course_slug: courseSlug,
      earned_at: entry.earnedAt.toISOString(),
    })),
  };
}
