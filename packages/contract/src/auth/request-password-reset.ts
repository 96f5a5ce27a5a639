import { z } from 'zod';
import { operation } from '../common/operation';

export const ZRequestPasswordResetRequest = z.object({
  email: z.string(),
  /** The portal page the mailed link opens, with `?token=…`. */
  redirectTo: z.string(),
});
export type TRequestPasswordResetRequest = z.infer<typeof ZRequestPasswordResetRequest>;

export const ZRequestPasswordResetResponse = z.object({ status: z.boolean(), message: z.string() });

/** Forgot password: the same answer whether or not the email has an account. */
export const requestPasswordReset = operation({
  method: 'POST',
  path: '/api/auth/request-password-reset',
  tag: 'auth',
  summary: 'Better Auth: mail a link to choose a new password',
  body: ZRequestPasswordResetRequest,
  response: ZRequestPasswordResetResponse,
  errors: [429],
  hidden: true,
});
