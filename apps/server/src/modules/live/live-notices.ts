import { LIVE_JOIN_EARLY_MINUTES } from '@portal/contract';
import type { AppContext } from '../../context';
import { findInstitute } from '../institute/institute.service';
import { tellStudents } from './live-schedule.service';
import { LIVE_NOTIFICATIONS } from './live-messages';
import { claimStartingNotice, sessionsToAnnounce } from './live.repository';

/** Students hear a session is starting when its join opens. */
export const LIVE_STARTING_NOTICE_MINUTES = LIVE_JOIN_EARLY_MINUTES;

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

/** Sends the notices every minute, as a job of the queue. */
export function scheduleLiveStartingNotices(ctx: AppContext) {
  ctx.jobs.every('live.starting-notices', '* * * * *', async () => {
    await sendLiveStartingNotices(ctx);
  });
}
