import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Mail } from './mailer';

const MAIL = 'mail.send';

/** A Message-ID of the portal's domain: the same on every try of one mail, so a repeat can be told. */
export const messageIdOf = (ctx: AppContext, id: string) =>
  `<${id}@${new URL(ctx.config.publicUrl).hostname}>`;

/**
 * A mail written now and sent by a job, after the request and retried while the mail server fails;
 * its Message-ID, made once, is the same on every try.
 */
export async function queueMail(ctx: AppContext, mail: Mail) {
  const id = randomUUID();
  await ctx.jobs.add(ctx.db, {
    topic: MAIL,
    key: `${MAIL}:${id}`,
    payload: {
      ...mail,
      messageId: mail.messageId ?? `<mail-${id}@${new URL(ctx.config.publicUrl).hostname}>`,
    },
  });
}

export function workMailJobs(ctx: AppContext) {
  ctx.jobs.work(MAIL, async (payload) => ctx.mailer.send(payload as Mail));
}
