import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Names } from '../../lib/names';
import { type AccountMailKind, type MailRecipient, sendAccountMail } from '../mail/account-mails';

const ACCOUNT_MAIL = 'auth.account-mail';

/** `program`: the verification mail of an account made for a student enrolled in it, an invitation. */
type AccountMail = {
  kind: AccountMailKind;
  recipient: MailRecipient;
  url: string;
  program?: Names | undefined;
};

/**
 * An account mail (a verification link, a password link, a sign-up to an existing email) becomes a job:
 * the request that asked for it answers at once, and the mail leaves, retried, once the mail server
 * takes it. Each request is one mail, under a Message-ID of its own that its retries keep.
 */
export async function queueAccountMail(ctx: AppContext, mail: AccountMail) {
  const once = randomUUID();
  const recipient = {
    email: mail.recipient.email,
    name: mail.recipient.name,
    language: mail.recipient.language,
  };
  await ctx.jobs.add(ctx.db, {
    topic: ACCOUNT_MAIL,
    key: `${ACCOUNT_MAIL}:${mail.kind}:${once}`,
    payload: { ...mail, recipient, messageId: `${mail.kind}-${once}` },
  });
}

export function workAccountMailJobs(ctx: AppContext) {
  ctx.jobs.work(ACCOUNT_MAIL, async (payload) => {
    const { kind, recipient, url, program, messageId } = payload as AccountMail & { messageId: string };
    await sendAccountMail(ctx, kind, recipient, url, { messageId, program });
  });
}
