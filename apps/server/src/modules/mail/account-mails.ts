import {
  THEME_PALETTES,
  type TLanguage,
  type StaffRole,
  type TSchoolPaymentRequest,
  type TThemePreset,
  formatMoney,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { type Name, nameIn } from '../../lib/names';
import { findInstitute } from '../institute/institute.service';
import { mediaUrl } from '../media/media.service';
import { messageIdOf, queueMail } from './mail-jobs';
import { MAIL_TEXTS, STAFF_ROLE_NAMES } from './messages';
import { officeLines } from './office-lines';
import { type Brand, renderMail } from './render-mail';

export type AccountMailKind = 'verifyEmail' | 'resetPassword' | 'existingAccount' | 'accountLocked';
export type MailRecipient = { email: string; name: string; language?: string | null };

async function brandOf(ctx: AppContext): Promise<Brand> {
  const institute = await findInstitute(ctx.db);
  const logo = mediaUrl(institute?.logoKey ?? null);
  return {
    name: institute?.name ?? 'Student portal',
    logoUrl: logo ? `${ctx.config.publicUrl}${logo}` : null,
    address: institute?.address ?? '',
    colour:
      THEME_PALETTES[(institute?.themePreset ?? 'default') as TThemePreset]?.main ??
      THEME_PALETTES.default.main,
  };
}

/** The sender used when MAIL_FROM is not set: the school's name at a no-reply address of its domain. */
export async function defaultSender(ctx: Pick<AppContext, 'db' | 'config'>): Promise<string> {
  const institute = await findInstitute(ctx.db);
  const domain = institute?.domainDisplay ?? new URL(ctx.config.publicUrl).hostname;
  const name = (institute?.name ?? 'Student portal').replace(/"/g, '');
  return `"${name}" <no-reply@${domain}>`;
}

/**
 * Sends one of the account mails, branded with the institute, in the student's language. `messageId`
 * names a mail that background work may try more than once.
 */
export async function sendAccountMail(
  ctx: AppContext,
  kind: AccountMailKind,
  recipient: MailRecipient,
  actionUrl: string,
  options: { messageId?: string | undefined; program?: Name | undefined } = {},
): Promise<void> {
  const language: TLanguage = recipient.language === 'fr-CA' ? 'fr-CA' : 'en';
  const brand = await brandOf(ctx);
  const texts = MAIL_TEXTS[language];
  const firstName = recipient.name.split(' ')[0] || recipient.name;
  const program = options.program && nameIn(options.program, language);
  const content = texts[kind]({ school: brand.name, name: firstName, program });
  await ctx.mailer.send({
    ...renderMail(recipient.email, language, brand, content, actionUrl, texts.footer({ school: brand.name })),
    ...(options.messageId ? { messageId: messageIdOf(ctx, options.messageId) } : {}),
  });
}

/** A staff member's invitation, in their language, leading to the console's page to choose a password. */
export async function sendStaffInvitationMail(
  ctx: AppContext,
  recipient: MailRecipient,
  role: StaffRole,
  actionUrl: string,
  messageId: string,
): Promise<void> {
  const language: TLanguage = recipient.language === 'fr-CA' ? 'fr-CA' : 'en';
  const brand = await brandOf(ctx);
  const texts = MAIL_TEXTS[language];
  const firstName = recipient.name.split(' ')[0] || recipient.name;
  const content = texts.staffInvitation({
    school: brand.name,
    name: firstName,
    role: STAFF_ROLE_NAMES[language][role],
  });
  await ctx.mailer.send({
    ...renderMail(recipient.email, language, brand, content, actionUrl, texts.footer({ school: brand.name })),
    messageId: messageIdOf(ctx, messageId),
  });
}

/**
 * The receipt of a payment, or the notice of its refund, in the student's language, leading to their
 * purchases. `messageId` names the mail once, whatever the number of tries to send it.
 */
export async function sendPaymentMail(
  ctx: AppContext,
  kind: 'paymentReceived' | 'paymentRefunded' | 'refundIssued',
  recipient: MailRecipient,
  payment: {
    amountCents: number;
    currency: string;
    program: Name;
    paidAt: Date;
    messageId: string;
    /** A refund: whether the program closed with it. */
    ended?: boolean;
  },
): Promise<void> {
  const language: TLanguage = recipient.language === 'fr-CA' ? 'fr-CA' : 'en';
  const brand = await brandOf(ctx);
  const institute = await findInstitute(ctx.db);
  const texts = MAIL_TEXTS[language];
  const content = texts[kind]({
    school: brand.name,
    name: recipient.name.split(' ')[0] || recipient.name,
    amount: formatMoney(payment.amountCents, payment.currency, language === 'fr-CA' ? 'fr-CA' : 'en-CA'),
    program: nameIn(payment.program, language),
    date: payment.paidAt.toLocaleDateString(language, {
      timeZone: institute?.timeZone ?? 'America/Toronto',
      dateStyle: 'long',
    }),
    ended: payment.ended ?? false,
  });
  const url = `${ctx.config.publicUrl}/payment-details`;
  await ctx.mailer.send({
    ...renderMail(recipient.email, language, brand, content, url, texts.footer({ school: brand.name })),
    messageId: messageIdOf(ctx, payment.messageId),
  });
}

/**
 * The slip of a request to pay at the school: the code, the amount, where, when and what to bring, in
 * the student's language, leading to the slip in the portal. `messageId` names it once.
 */
export async function sendSchoolRequestMail(
  ctx: AppContext,
  recipient: MailRecipient,
  request: TSchoolPaymentRequest,
  messageId: string,
): Promise<void> {
  const language: TLanguage = recipient.language === 'fr-CA' ? 'fr-CA' : 'en';
  const locale = language === 'fr-CA' ? 'fr-CA' : 'en-CA';
  const brand = await brandOf(ctx);
  const texts = MAIL_TEXTS[language];
  const content = texts.schoolPaymentRequested({
    school: brand.name,
    name: recipient.name.split(' ')[0] || recipient.name,
    amount: formatMoney(request.amount, request.currency, locale),
    program: request.course_name,
    code: request.reference_code,
    dueDate: request.due_date
      ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
          new Date(`${request.due_date}T00:00:00Z`),
        )
      : null,
    office: request.office ? officeLines(request.office, language) : null,
  });
  const url = `${ctx.config.publicUrl}/checkout/${request.course}/payment-school-thanks?subscription=${request.subscription}&payment=${request.id}`;
  await ctx.mailer.send({
    ...renderMail(recipient.email, language, brand, content, url, texts.footer({ school: brand.name })),
    messageId: messageIdOf(ctx, messageId),
  });
}

/** Tells the student their work was graded, leading to it in the course room: mailed by a job. */
export async function sendGradedMail(
  ctx: AppContext,
  recipient: MailRecipient,
  grade: { item: Name; program: Name; marks: number; maxMarks: number; remarks: string; url: string },
): Promise<void> {
  const language: TLanguage = recipient.language === 'fr-CA' ? 'fr-CA' : 'en';
  const brand = await brandOf(ctx);
  const texts = MAIL_TEXTS[language];
  const number = new Intl.NumberFormat(language === 'fr-CA' ? 'fr-CA' : 'en-CA', {
    maximumFractionDigits: 2,
  });
  const content = texts.submissionGraded({
    school: brand.name,
    name: recipient.name.split(' ')[0] || recipient.name,
    item: nameIn(grade.item, language),
    program: nameIn(grade.program, language),
    marks: `${number.format(grade.marks)}/${number.format(grade.maxMarks)}`,
    remarks: grade.remarks,
  });
  await queueMail(
    ctx,
    renderMail(recipient.email, language, brand, content, grade.url, texts.footer({ school: brand.name })),
  );
}

/** A notification the student asked to get by email too, leading to the page it opens in the portal. */
export async function sendNotificationMail(
  ctx: AppContext,
  recipient: MailRecipient,
  notification: { heading: string; message: string; path: string },
  options: { messageId?: string } = {},
): Promise<void> {
  const language: TLanguage = recipient.language === 'fr-CA' ? 'fr-CA' : 'en';
  const brand = await brandOf(ctx);
  const texts = MAIL_TEXTS[language];
  const content = texts.notification({
    school: brand.name,
    heading: notification.heading,
    message: notification.message,
  });
  await ctx.mailer.send({
    ...renderMail(
      recipient.email,
      language,
      brand,
      content,
      `${ctx.config.publicUrl}${notification.path}`,
      texts.footer({ school: brand.name }),
    ),
    ...(options.messageId ? { messageId: messageIdOf(ctx, options.messageId) } : {}),
  });
}

/** The school's copy of a support request, in the school's language, to its contact address: by a job. */
export async function sendSupportRequestMail(
  ctx: AppContext,
  to: string,
  request: {
    id: number;
    student: string;
    email: string;
    source: 'help' | 'report' | 'contact' | 'access';
    subject: string;
    message: string;
  },
): Promise<void> {
  const institute = await findInstitute(ctx.db);
  const language: TLanguage = institute?.defaultLanguage === 'fr-CA' ? 'fr-CA' : 'en';
  const brand = await brandOf(ctx);
  const { footer, ...content } = MAIL_TEXTS[language].supportRequest({ school: brand.name, ...request });
  await queueMail(ctx, renderMail(to, language, brand, content, `${ctx.config.publicUrl}/`, footer));
}
