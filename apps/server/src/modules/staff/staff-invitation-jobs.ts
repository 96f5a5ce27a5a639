import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@portal/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { type MailRecipient, sendStaffInvitationMail } from '../mail/account-mails';

const STAFF_INVITATION = 'staff.invitation-mail';

type Invitation = { recipient: MailRecipient; role: StaffRole; url: string };

/** The invitation leaves after the account's commit, retried, under one Message-ID. */
export async function queueStaffInvitation(ctx: AppContext, tx: Db, invitation: Invitation) {
  const once = randomUUID();
  await ctx.jobs.add(tx, {
    topic: STAFF_INVITATION,
    key: `${STAFF_INVITATION}:${once}`,
    payload: { ...invitation, messageId: `staff-invitation-${once}` },
  });
}

export function workStaffInvitationJobs(ctx: AppContext) {
  ctx.jobs.work(STAFF_INVITATION, async (payload) => {
    const { recipient, role, url, messageId } = payload as Invitation & { messageId: string };
    await sendStaffInvitationMail(ctx, recipient, role, url, messageId);
  });
}
