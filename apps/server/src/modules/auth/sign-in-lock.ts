import { AUTH_MESSAGES, SIGN_IN_LOCK } from '@portal/contract';
import { APIError, isAPIError } from 'better-auth/api';
import type { AppContext } from '../../context';
import { sendAccountMail } from '../mail/account-mails';
import {
  type SignInLimit,
  clearFailures,
  countFailure,
  emailKey,
  findLockEnd,
  pruneFailures,
} from './sign-in-failures.repository';
import { findUserByEmail, findUserById } from './user.repository';

export const SIGN_IN_LOCKED_CODE = 'TOO_MANY_FAILED_SIGN_INS';
/** Where the notice of a lock leads: the web app's forgotten-password page. */
export const FORGOT_PASSWORD_PAGE = '/auth/reset-password';

const LIMIT: SignInLimit = {
  failures: SIGN_IN_LOCK.failures,
  windowMs: SIGN_IN_LOCK.windowMinutes * 60_000,
  lockMs: SIGN_IN_LOCK.lockMinutes * 60_000,
};
const LOCK_MAIL = 'auth.sign-in-lock-mail';

/** What a sign-in to a locked email is answered: the same words whether or not it has an account. */
const LOCKED_BODY = { code: SIGN_IN_LOCKED_CODE, message: AUTH_MESSAGES.signInLocked };
const retryAfter = (lockedUntil: Date, now: Date) => ({
  'Retry-After': String(Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000))),
});

/** Before a sign-in: one to a locked email is refused before its password is even checked. */
export async function refuseLockedSignIn(ctx: AppContext, email: unknown): Promise<void> {
  if (typeof email !== 'string') return;
  const now = ctx.now();
  const lockedUntil = await findLockEnd(ctx.db, emailKey(email), now);
  if (lockedUntil) throw new APIError('TOO_MANY_REQUESTS', LOCKED_BODY, retryAfter(lockedUntil, now));
}

/**
 * After a sign-in: a wrong email or password counts against the email, known or not, whatever the
 * client's address; the failure that reaches the limit locks it, and leaves the notice to its owner to
 * background work (never sent within the request). A success clears the count.
 *
 * Answers the response that replaces Better Auth's once the email is locked: a whole Response, because
 * an error thrown after the endpoint keeps the endpoint's status (401).
 */
export async function countSignIn(
  ctx: AppContext,
  email: unknown,
  returned: unknown,
): Promise<Response | undefined> {
  if (typeof email !== 'string') return;
  const key = emailKey(email);
  const now = ctx.now();
  if (!isAPIError(returned)) {
    await clearFailures(ctx.db, key, now);
    return;
  }
  // a malformed request or a refused origin is no guess at a password
  if (returned.body?.code !== 'INVALID_EMAIL_OR_PASSWORD') return;
  const { lockedUntil } = await ctx.db.transaction(async (tx) => {
    const counted = await countFailure(tx, key, LIMIT, now);
    // a new count: a good moment to drop the counts that have run out
    if (counted.failures === 1) await pruneFailures(tx, LIMIT, now);
    if (counted.failures === LIMIT.failures && counted.lockedUntil) {
      // an email without an account is locked alike, and nobody is told
      const user = await findUserByEmail(tx, email);
      if (user) {
        await ctx.jobs.add(tx, {
          topic: LOCK_MAIL,
          key: `${LOCK_MAIL}:${user.id}:${counted.lockedUntil.getTime()}`,
          payload: { userId: user.id, lockedUntil: counted.lockedUntil.toISOString() },
        });
      }
    }
    return counted;
  });
  if (!lockedUntil) return;
  return Response.json(LOCKED_BODY, { status: 429, headers: retryAfter(lockedUntil, now) });
}

/** A new password ends the lock: its owner proved they hold the mailbox. */
export async function endSignInLock(ctx: AppContext, email: string): Promise<void> {
  await clearFailures(ctx.db, emailKey(email), null);
}

/** The notice of a lock, mailed to the account's owner in their language, once per lock. */
export function workSignInLockJobs(ctx: AppContext) {
  ctx.jobs.work(LOCK_MAIL, async (payload) => {
    const user = await findUserById(ctx.db, String(payload.userId));
    if (!user) return;
    const lockedUntil = new Date(String(payload.lockedUntil)).getTime();
    await sendAccountMail(ctx, 'accountLocked', user, `${ctx.config.publicUrl}${FORGOT_PASSWORD_PAGE}`, {
      messageId: `lock-${user.id}-${lockedUntil.toString(36)}`,
    });
  });
}
