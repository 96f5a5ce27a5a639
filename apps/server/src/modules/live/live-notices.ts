import { LIVE_JOIN_EARLY_MINUTES } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { AFTER_START_MS, type PeriodicTask, runPeriodically } from '../../lib/periodic-task';
import { findInstitute } from '../institute/institute.repository';
import { tellStudents } from './live-schedule.service';
import { LIVE_NOTIFICATIONS } from './live-messages';
import { claimStartingNotice, sessionsToAnnounce } from './live.repository';

/** Students hear a session is starting when its join opens. */
export const LIVE_STARTING_NOTICE_MINUTES = LIVE_JOIN_EARLY_MINUTES;
export const LIVE_NOTICE_INTERVAL_MS = 60_000;

/**
 * Tells the students of each session starting within the next minutes (or started and not over) that
 * it is starting: once per session, even with several processes running this at once. Answers how
 * many sessions were announced.
 */
export async function sendLiveStartingNotices(ctx: AppContext): Promise<number> {
  const institute = await findInstitute(ctx.db);
  if (!institute?.liveSessionEnabled) return 0;
  const now = ctx.now();
  const until = new Date(now.getTime() + LIVE_STARTING_NOTICE_MINUTES * 60_000);
  let sent = 0;
  for (const { session, course } of await sessionsToAnnounce(ctx.db, now, until)) {
    // the claim and the notifications commit together: a notice is never marked given without being sent
    const claimed = await ctx.db.transaction(async (tx) => {
      if (!(await claimStartingNotice(tx, session.id, now))) return false;
      await tellStudents(
        ctx,
        session,
        course,
        institute.timeZone,
        (news) => LIVE_NOTIFICATIONS.starting(news, now),
        tx,
      );
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}

/** Sends the notices soon after start and every minute, until stopped. */
export function startLiveStartingNotices(ctx: AppContext, log: FastifyBaseLogger): PeriodicTask {
  return runPeriodically(
    async () => {
      const sent = await sendLiveStartingNotices(ctx);
      if (sent > 0) log.info({ sent }, 'live session starting notices sent');
    },
    LIVE_NOTICE_INTERVAL_MS,
    (error) => log.error({ err: error }, 'live session starting notices failed'),
    { firstRunAfterMs: AFTER_START_MS },
  );
}
