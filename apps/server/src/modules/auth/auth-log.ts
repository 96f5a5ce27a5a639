import type { BetterAuthOptions } from 'better-auth/minimal';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Better Auth's messages as lines of the app's log, at their own level: the app's level decides which
 * are written. An error it passes along is logged as the line's `err`; anything else as `details`.
 */
export function authLogger(log: FastifyBaseLogger): NonNullable<BetterAuthOptions['logger']> {
  const auth = log.child({ from: 'better-auth' });
  return {
    level: 'debug',
    log: (level, message, ...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const details = args.filter((arg) => !(arg instanceof Error));
      auth[level]({ ...(err ? { err } : {}), ...(details.length > 0 ? { details } : {}) }, message);
    },
  };
}
