import type { AppContext } from '../../context';
import { sendNotificationMail } from '../mail/account-mails';
import { findAccountOfStudent } from '../auth/students.service';
import { findNotification, markEmailSent } from './notifications.repository';
import {
  NOTIFICATION_MAIL_JOB,
  noticeReader,
  notificationTexts,
  pathOf,
  readerLanguage,
} from './notifications.service';

/** A mail still owed after this long is given up: news that old is no longer worth an email. */
export const EMAIL_GIVE_UP_HOURS = 24;

/**
 * Sends a notification's mail, once: a retry after a failed send finds it still owed; one after a send
 * whose outcome was lost sends it again with the same Message-ID, which a mail server can tell.
 */
export async function mailNotification(ctx: AppContext, id: number): Promise<boolean> {
  const row = await findNotification(ctx.db, id);
  if (!row?.emailPending) return false;
  const account = await findAccountOfStudent(ctx.db, row.studentId);
  const stale = ctx.now().getTime() - row.receivedAt.getTime() > EMAIL_GIVE_UP_HOURS * 3_600_000;
  // an address nobody confirmed may not be the student's
  if (account?.emailVerified && !stale) {
    const { heading, message } = notificationTexts(
      row,
      await noticeReader(ctx, readerLanguage(account.language)),
    );
    await sendNotificationMail(
      ctx,
      account,
      { heading, message, path: pathOf(row) },
      {
        messageId: `notification-${row.id}`,
      },
    );
  }
  await markEmailSent(ctx.db, id);
  return Boolean(account?.emailVerified && !stale);
}

export function workNotificationMailJobs(ctx: AppContext) {
  ctx.jobs.work(NOTIFICATION_MAIL_JOB, async (payload) => {
    await mailNotification(ctx, Number(payload.notificationId));
  });
}
