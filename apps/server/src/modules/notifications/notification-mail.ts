import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context';
import { AFTER_START_MS, runPeriodically } from '../../lib/periodic-task';
import { sendNotificationMail } from '../mail/account-mails';
import { findAccountOfStudent } from '../profile/profile.repository';
import type { NotificationHub } from './notification-hub';
import {
  claimPendingEmail,
  dropPendingEmailsBefore,
  pendingEmailIds,
  releaseEmail,
} from './notifications.repository';
import { notificationTexts, readerLanguage } from './notifications.service';

export const EMAIL_SWEEP_MINUTES = 5;
/** A mail still pending after this long is given up: news that old is no longer worth an email. */
export const EMAIL_GIVE_UP_HOURS = 24;
const SWEEP_BATCH = 100;

/**
 * Sends the notification's pending mail if this caller claims it; answers whether it sent one. Of
 * several processes asking for the same notification, one claims it. A failed send gives the claim
 * back for the next sweep.
 */
export async function mailNotificationOnce(ctx: AppContext, id: number): Promise<boolean> {
  const row = await claimPendingEmail(ctx.db, id);
  if (!row) return false;
  const account = await findAccountOfStudent(ctx.db, row.studentId);
  // an address nobody confirmed may not be the student's
  if (!account?.emailVerified) return false;
  try {
    await sendNotificationMail(ctx, account, notificationTexts(row, readerLanguage(account.language)));
  } catch (error) {
    await releaseEmail(ctx.db, id);
    throw error;
  }
  return true;
}

/**
 * Sends the mails left pending, by a process that stopped between a commit and its mail, or by a
 * failed send; answers how many it sent. Stops at the first failed send: the next sweep goes on.
 */
export async function sweepPendingEmails(ctx: AppContext): Promise<number> {
  await dropPendingEmailsBefore(ctx.db, new Date(ctx.now().getTime() - EMAIL_GIVE_UP_HOURS * 3_600_000));
  let sent = 0;
  let after = 0;
  for (;;) {
    const ids = await pendingEmailIds(ctx.db, after, SWEEP_BATCH);
    if (ids.length === 0) return sent;
    for (const id of ids) if (await mailNotificationOnce(ctx, id)) sent++;
    after = ids.at(-1)!;
  }
}

export type NotificationMail = { stop: () => Promise<void> };

/**
 * Mails each new notification that asks for it, once its event has committed (the hub's signal comes
 * only then), one after another; and sweeps now and every few minutes for mails left pending.
 */
export async function startNotificationMail(
  ctx: AppContext,
  hub: NotificationHub,
  log: FastifyBaseLogger,
): Promise<NotificationMail> {
  const failed = (error: unknown) => log.error({ err: error }, 'a notification mail failed');
  let queue = Promise.resolve();
  const unsubscribe = await hub.subscribeAll((signal) => {
    const id = signal.notification_id;
    if (!signal.email || id === null) return;
    queue = queue.then(() => mailNotificationOnce(ctx, id)).then(() => {}, failed);
  });
  const sweep = runPeriodically(() => sweepPendingEmails(ctx), EMAIL_SWEEP_MINUTES * 60_000, failed, {
    firstRunAfterMs: AFTER_START_MS,
  });
  return {
    async stop() {
      unsubscribe();
      await sweep.stop();
      await queue;
    },
  };
}
