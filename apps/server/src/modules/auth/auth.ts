import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { AppContext } from '../../context';
import { accounts, rateLimits, sessions, users, verifications } from '../../db/schema';
import { readOrCreateSecret } from '../../lib/secret-file';

export const AUTH_BASE_PATH = '/api/auth';

/** Sign-in with Better Auth: email and password, sessions in the database, an httpOnly cookie. */
export function createAuth(ctx: AppContext) {
  return betterAuth({
    baseURL: ctx.config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret: ctx.config.authSecret ?? readOrCreateSecret(ctx.config.dataDir, 'auth-secret'),
    trustedOrigins: [ctx.config.publicUrl],
    database: drizzleAdapter(ctx.db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: { enabled: true, minPasswordLength: 8, maxPasswordLength: 128 },
    rateLimit: { enabled: true, storage: 'database' },
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: ctx.config.publicUrl.startsWith('https://'),
      // Better Auth turns the check off under NODE_ENV=test; tests must see what production does
      disableOriginCheck: false,
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
