import { z } from 'zod';
import { operation } from '../common/operation';

export const ZResendVerificationEmailRequest = z.object({ email: z.string(), callbackURL: z.string() });
export type TResendVerificationEmailRequest = z.infer<typeof ZResendVerificationEmailRequest>;

/** Better Auth's `send-verification-email`, for a user with no session yet (see `sendEmailVerification`). */
export const resendVerificationEmail = operation({
  method: 'POST',
  path: '/api/auth/send-verification-email',
  tag: 'auth',
  summary: 'Better Auth: mail the sign-up verification link again',
  body: ZResendVerificationEmailRequest,
  errors: [429],
  hidden: true,
});
