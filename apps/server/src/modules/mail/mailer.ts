import type { Transporter } from 'nodemailer';
import type JSONTransport from 'nodemailer/lib/json-transport';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { storeOutboxMail } from './outbox.repository';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Sent as Message-ID: a mail tried again keeps it, so a receiving server can tell a repeat. */
  messageId?: string;
};

export type Mailer = {
  /** True while mail is kept in the outbox rather than sent. */
  outbox: boolean;
  send(mail: Mail): Promise<void>;
  /** How many mails this process sent (or kept in the outbox), and how many sends failed. */
  counts(): { sent: number; failed: number };
};

/** Every absolute link of a mail, in order, once each: what a reader of the outbox follows. */
export function linksOf(mail: Pick<Mail, 'text' | 'html'>): string[] {
  const found = [
    ...[...mail.html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&')),
    ...[...mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]),
  ];
  return [...new Set(found)];
}

/** A transport made with the first mail: nodemailer loads then, not at start-up. */
function lazyTransport(options: SMTPTransport.Options | JSONTransport.Options): () => Promise<Transporter> {
  let transport: Promise<Transporter> | null = null;
  return () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(options),
    ));
}

/** Counts each send's outcome, for the metrics. */
function counted(mailer: Omit<Mailer, 'counts'>): Mailer {
  const counts = { sent: 0, failed: 0 };
  return {
    outbox: mailer.outbox,
    async send(mail) {
      try {
        await mailer.send(mail);
      } catch (error) {
        counts.failed += 1;
        throw error;
      }
      counts.sent += 1;
    },
    counts: () => ({ ...counts }),
  };
}

/** Mail through nodemailer: SMTP when configured, otherwise built the same way and kept in the outbox. */
export function createMailer(config: Config, db: Db, defaultFrom: () => Promise<string>): Mailer {
  if (config.mail.smtpUrl) {
    // a send gives up within its job's lease: a worker still waiting when the lease ends would see its
    // job taken again by another, and a slow server's late answer would then send the mail twice
    const limit = (config.jobLeaseSeconds * 1000) / 4;
    const transport = lazyTransport({
      url: config.mail.smtpUrl,
      connectionTimeout: limit,
      greetingTimeout: limit,
      socketTimeout: limit,
    });
    return counted({
      outbox: false,
      async send(mail) {
        await (await transport()).sendMail({ from: config.mail.from ?? (await defaultFrom()), ...mail });
      },
    });
  }
  // the JSON transport builds and checks the message exactly as SMTP would, without sending it
  const transport = lazyTransport({ jsonTransport: true });
  return counted({
    outbox: true,
    async send(mail) {
      await (await transport()).sendMail({ from: config.mail.from ?? (await defaultFrom()), ...mail });
      const { messageId: _id, ...kept } = mail;
      await storeOutboxMail(db, { ...kept, to: mail.to.toLowerCase(), links: linksOf(mail) });
    },
  });
}
