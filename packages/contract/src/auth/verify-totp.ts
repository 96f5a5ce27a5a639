import { z } from 'zod';
import { operation } from '../common/operation';

/**
 * A code from the authenticator app: it turns the second factor on while setting it up, and opens the
 * session of a sign-in whose password was right.
 */
export const verifyTotp = operation({
  method: 'POST',
  path: '/api/auth/two-factor/verify-totp',
  tag: 'auth',
  summary: 'Better Auth: check a code from the authenticator app',
  body: z.object({ code: z.string() }),
  errors: [401],
  hidden: true,
});
