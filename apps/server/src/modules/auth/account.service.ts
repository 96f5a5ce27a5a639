import type {
  OperationBody,
  sendEmailVerification as sendEmailVerificationOperation,
  TCurrentUser,
  TLanguage,
  TMessageResponse,
  TRequestPasswordChangeRequest,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { Invalid, NotFound } from '../../lib/errors';
import { hitRateLimit, TooManyRequests } from '../../lib/rate-limit';
import { type Auth, PASSWORD_LINK_HOURS, VERIFICATION_LINK_HOURS } from './auth';
import type { StudentSession } from './session';
import { updateUserLanguage } from './user.repository';

const MAIL_RULE = { max: 3, windowSeconds: 600 };

export function currentUser(student: StudentSession): TCurrentUser {
  const { profile, user } = student;
  const fullName = [profile.firstName, profile.middleName, profile.lastName].filter(Boolean).join(' ');
  return {
    id: user.id,
    sub: user.id,
    email: user.email,
    language: (user.language === 'fr-CA' ? 'fr-CA' : 'en') as TLanguage,
    profile: {
      id: profile.id,
      first_name: profile.firstName,
      middle_name: profile.middleName,
      last_name: profile.lastName,
      full_name: fullName || user.name,
      nick_name: profile.nickName,
      email_verified: user.emailVerified,
      profile_completion_percentage: profile.profileCompletionPercentage,
    },
  };
}

export async function setLanguage(ctx: AppContext, student: StudentSession, language: TLanguage) {
  await updateUserLanguage(ctx.db, student.user.id, language);
  return currentUser({ ...student, user: { ...student.user, language } });
}

/** The ids a client sends must be the signed-in student's own; anyone else's do not exist for them. */
function assertOwnIds(student: StudentSession, ids: { user_id: string; student_id: number }) {
  if (ids.user_id !== student.user.id || ids.student_id !== student.profile.id) throw new NotFound();
}

/** A link the portal mails must lead back into the portal, never elsewhere. */
function portalUrl(ctx: AppContext, field: string, value: string): string {
  const url = new URL(value, ctx.config.publicUrl);
  if (url.origin !== new URL(ctx.config.publicUrl).origin) {
    throw new Invalid({ [field]: ['The link must lead to a page of this portal.'] });
  }
  return url.toString();
}

export async function sendEmailVerification(
  ctx: AppContext,
  auth: Auth,
  student: StudentSession,
  body: OperationBody<typeof sendEmailVerificationOperation>,
): Promise<TMessageResponse> {
  assertOwnIds(student, body);
  const callbackURL = portalUrl(ctx, 'redirect_url', body.redirect_url);
  const { email } = student.user;
  if (student.user.emailVerified) return { message: 'Your email address is already verified.' };
  if (body.auto_generated) {
    // the portal asks by itself once per session; a reload does not mail again
    try {
      await hitRateLimit(
        ctx.db,
        `verify-auto:${student.sessionId}`,
        { max: 1, windowSeconds: 86_400 },
        ctx.now(),
      );
    } catch (error) {
      if (!(error instanceof TooManyRequests)) throw error;
      return { message: `We have already sent a verification link to ${email}. Please check your inbox.` };
    }
  }
  await hitRateLimit(ctx.db, `verify:${student.user.id}`, MAIL_RULE, ctx.now());
  await auth.api.sendVerificationEmail({ body: { email, callbackURL } });
  return {
    message: `A verification link has been sent to ${email}. It expires in ${VERIFICATION_LINK_HOURS} hours.`,
  };
}

export async function requestPasswordChange(
  ctx: AppContext,
  auth: Auth,
  student: StudentSession,
  body: TRequestPasswordChangeRequest,
): Promise<TMessageResponse> {
  assertOwnIds(student, body);
  const redirectTo = portalUrl(ctx, 'change_password_url', body.change_password_url);
  await hitRateLimit(ctx.db, `password-change:${student.user.id}`, MAIL_RULE, ctx.now());
  await auth.api.requestPasswordReset({ body: { email: student.user.email, redirectTo } });
  return {
    message: `We have sent a link to change your password to ${student.user.email}. It expires in ${PASSWORD_LINK_HOURS} hour.`,
  };
}
