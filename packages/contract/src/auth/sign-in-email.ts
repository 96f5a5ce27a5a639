import { z } from 'zod';
import { operation } from '../common/operation';

export const ZSignInEmailRequest = z.object({
  email: z.string(),
  password: z.string(),
  rememberMe: z.boolean(),
});
export type TSignInEmailRequest = z.infer<typeof ZSignInEmailRequest>;

/** 200 with a session cookie; 401 `INVALID_EMAIL_OR_PASSWORD`; 429 when rate-limited. */
export const signInEmail = operation({
  method: 'POST',
  path: '/api/auth/sign-in/email',
  tag: 'auth',
  summary: 'Better Auth: sign in with email and password',
  body: ZSignInEmailRequest,
  errors: [401, 429],
  hidden: true,
});
