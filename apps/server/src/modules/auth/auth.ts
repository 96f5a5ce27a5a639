import { PASSWORD_RULE, ZPassword } from '@portal/contract';
// the minimal build: the Drizzle adapter does what its bundled Kysely would
import { betterAuth } from 'better-auth/minimal';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { TooManyRequests, hitRateLimit } from '../../lib/rate-limit';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins/admin';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { FastifyBaseLogger } from 'fastify';
import { decodeJwt } from 'jose';
import type { AppContext } from '../../context';
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from '../../db/schema';
import { readOrCreateSecret } from '../../lib/secret-file';
import { queueAccountMail } from './account-mail-jobs';
import { authLogger } from './auth-log';
import { invitedProgram } from './invitation';
import { forgetSession, forgetUser } from './session-cache';
import { countSignIn, endSignInLock, refuseLockedSignIn } from './sign-in-lock';
import { ACCOUNT_ACCESS, staffAccess } from './staff-access';
import { ensureProfile } from './students.service';
import { findUserByEmail } from './user.repository';

export const AUTH_BASE_PATH = '/api/auth';
export const VERIFICATION_LINK_HOURS = 24;
export const PASSWORD_LINK_HOURS = 1;

/** The portal page a mailed token opens: Better Auth's own link is replaced by a page of the web app. */
function portalLink(base: string, token: string): string {
  const url = new URL(base);
  url.searchParams.set('token', token);
  return url.toString();
}

/** Where a password-reset link leads: the page the request named (already checked against trusted origins). */
function resetTarget(publicUrl: string, betterAuthUrl: string): string {
  const callback = new URL(betterAuthUrl).searchParams.get('callbackURL');
  return callback ? new URL(callback, publicUrl).toString() : `${publicUrl}/auth/new-password`;
}

/** Sign-in with Better Auth: email and password, optional social sign-in, sessions in the database. */
/**
 * Sign-ins and sign-ups per client address, a minute at a time: a class signing in at the start of a
 * lesson behind one school address passes, and guessing one account's password is stopped by the count
 * of its failures (sign-in-lock.ts). Better Auth's own limiter starts its minute again with each request,
 * so a school's steady stream of sign-ins would never see its count fall.
 */
const PER_ADDRESS: Record<string, { max: number; windowSeconds: number }> = {
  '/sign-in/email': { max: 60, windowSeconds: 60 },
  '/sign-up/email': { max: 60, windowSeconds: 60 },
};

async function limitAddress(ctx: AppContext, path: string, address: string) {
  try {
    await hitRateLimit(ctx.db, `auth:${path}:${address}`, PER_ADDRESS[path]!, ctx.now());
  } catch (error) {
    if (!(error instanceof TooManyRequests)) throw error;
    throw new APIError(
      'TOO_MANY_REQUESTS',
      { message: 'Too many requests. Please try again later.' },
      { 'X-Retry-After': String(Math.ceil(error.retryAfterSeconds)) },
    );
  }
}

/** Better Auth's two-factor calls a member makes while setting up or signing in. */
const TWO_FACTOR_PATHS = [
  '/two-factor/enable',
  '/two-factor/get-totp-uri',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/generate-backup-codes',
  '/two-factor/disable',
];

export function createAuth(ctx: AppContext, log: FastifyBaseLogger) {
  const { publicUrl, social } = ctx.config;
  return betterAuth({
    logger: authLogger(log),
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: ctx.config.authSecret ?? readOrCreateSecret(ctx.config.dataDir, 'auth-secret'),
    trustedOrigins: [publicUrl],
    database: drizzleAdapter(ctx.db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
        twoFactor: twoFactors,
      },
    }),
    plugins: [
      // the role on each account, and sign-in refused to a removed staff member; its own endpoints are
      // closed (below): staff accounts change through the staff API, which records each change
      admin({ ac: staffAccess, roles: ACCOUNT_ACCESS, defaultRole: 'student', adminRoles: ['admin'] }),
      // the authenticator app lists the portal by its address
      twoFactor({ issuer: new URL(publicUrl).hostname }),
    ],
    user: {
      additionalFields: { language: { type: 'string', required: false, defaultValue: 'en', input: true } },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // no session before the email is verified, and the same answer whether or not the email has an account
      autoSignIn: false,
      resetPasswordTokenExpiresIn: PASSWORD_LINK_HOURS * 3600,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async ({ user }) => endSignInLock(ctx, user.email),
      sendResetPassword: async ({ user, url, token }) => {
        const link = portalLink(resetTarget(publicUrl, url), token);
        await queueAccountMail(ctx, { kind: 'resetPassword', recipient: user, url: link });
      },
      onExistingUserSignUp: async ({ user }) => {
        await queueAccountMail(ctx, {
          kind: 'existingAccount',
          recipient: user,
          url: `${publicUrl}/auth/login`,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_HOURS * 3600,
      sendVerificationEmail: async ({ user, token }) => {
        const link = portalLink(`${publicUrl}/auth/verify`, token);
        await queueAccountMail(ctx, {
          kind: 'verifyEmail',
          recipient: user,
          url: link,
          program: invitedProgram(),
        });
      },
    },
    socialProviders: {
      ...(social.google ? { google: { ...social.google, prompt: 'select_account' as const } } : {}),
      ...(social.microsoft ? { microsoft: { ...social.microsoft, prompt: 'select_account' as const } } : {}),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user, endpoint) => {
            await ensureProfile(ctx.db, user, (endpoint?.body ?? {}) as Record<string, unknown>);
          },
        },
        // a remembered student must not outlive a change to the account (a verified email, a new name)
        update: { after: async (user) => forgetUser(user.id) },
        delete: { after: async (user) => forgetUser(user.id) },
      },
      // sign-out, revocation and password changes end sessions: before the row goes, and after, in case
      // a request remembered it again in between
      session: {
        update: { after: async (session) => forgetSession(session.token) },
        delete: {
          before: async (session) => forgetSession(session.token),
          after: async (session) => forgetSession(session.token),
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (endpoint) => {
        if (endpoint.path.startsWith('/admin/')) throw new APIError('NOT_FOUND');
        // the portal's password rule, beyond Better Auth's length check
        const password =
          endpoint.path === '/sign-up/email'
            ? endpoint.body?.password
            : endpoint.path === '/reset-password'
              ? endpoint.body?.newPassword
              : undefined;
        if (password !== undefined && !ZPassword.safeParse(password).success) {
          throw new APIError('BAD_REQUEST', { code: 'WEAK_PASSWORD', message: PASSWORD_RULE });
        }
        if (endpoint.path in PER_ADDRESS) {
          await limitAddress(ctx, endpoint.path, endpoint.headers?.get('x-forwarded-for') ?? 'unknown');
        }
        // an email locked by failed sign-ins takes no password, not even the right one
        if (endpoint.path === '/sign-in/email') await refuseLockedSignIn(ctx, endpoint.body?.email);
        // a verification link works once: after it verified the email it no longer signs anyone in
        if (endpoint.path === '/verify-email' && typeof endpoint.query?.token === 'string') {
          const email = (() => {
            try {
              return decodeJwt(endpoint.query.token).email;
            } catch {
              return null;
            }
          })();
          const user = typeof email === 'string' ? await findUserByEmail(ctx.db, email) : null;
          if (user?.emailVerified) {
            throw new APIError('UNAUTHORIZED', {
              code: 'LINK_ALREADY_USED',
              message: 'This link has already been used.',
            });
          }
        }
      }),
      // each failed sign-in counts against its email, from whatever address; a success clears the count
      after: createAuthMiddleware(async (endpoint) => {
        if (endpoint.path === '/sign-in/email') {
          return countSignIn(ctx, endpoint.body?.email, endpoint.context.returned);
        }
      }),
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // counted per address in fixed windows by the portal itself (PER_ADDRESS)
        '/sign-in/email': false,
        '/sign-up/email': false,
        '/send-verification-email': { window: 300, max: 3 },
        '/request-password-reset': { window: 300, max: 3 },
        '/reset-password': { window: 60, max: 5 },
        // every page load asks for the session: a class behind one school address would pass any
        // per-address limit, and reading one's own session gives nothing to guess
        '/get-session': false,
        // the two-factor plugin's own rule (3 calls in 10 s per address) refused a school office's
        // members setting up or signing in together; guessing codes is stopped per account by the plugin
        ...Object.fromEntries(TWO_FACTOR_PATHS.map((path) => [path, { window: 60, max: 30 }])),
      },
    },
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: publicUrl.startsWith('https://'),
      // Better Auth turns the check off under NODE_ENV=test; tests must see what production does
      disableOriginCheck: false,
      // set by the route from Fastify's request.ip, never taken from the client as sent
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
