import { z } from 'zod';
import { operation } from '../common/operation';

/**
 * Consumes a mailed verification link: 200 signs the user in; 401 says `TOKEN_EXPIRED`,
 * `INVALID_TOKEN` or `LINK_ALREADY_USED`.
 */
export const verifyEmail = operation({
  method: 'GET',
  path: '/api/auth/verify-email',
  tag: 'auth',
  summary: 'Better Auth: consume a mailed verification link and sign in',
  query: z.object({ token: z.string() }),
  errors: [401],
  hidden: true,
});
