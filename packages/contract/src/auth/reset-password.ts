import { z } from 'zod';
import { operation } from '../common/operation';

export const ZResetPasswordRequest = z.object({ newPassword: z.string(), token: z.string() });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

/** Sets the new password from a mailed link; every session of the user ends. */
export const resetPassword = operation({
  method: 'POST',
  path: '/api/auth/reset-password',
  tag: 'auth',
  summary: 'Better Auth: set a new password from a mailed link',
  body: ZResetPasswordRequest,
  hidden: true,
});
