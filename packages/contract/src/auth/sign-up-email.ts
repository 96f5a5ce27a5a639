import { z } from 'zod';
import { ZLanguage } from '../enums';
import { operation } from '../common/operation';

export const ZSignUpEmailRequest = z.object({
  name: z.string(),
  email: z.string(),
  password: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  language: ZLanguage,
  callbackURL: z.string(),
});
export type TSignUpEmailRequest = z.infer<typeof ZSignUpEmailRequest>;

/**
 * Creates the account and mails the verification link. The answer is the same whether or not the email
 * already had an account, and no session starts: the user signs in through the mailed link.
 */
export const signUpEmail = operation({
  method: 'POST',
  path: '/api/auth/sign-up/email',
  tag: 'auth',
  summary: 'Better Auth: create an account and mail its verification link',
  body: ZSignUpEmailRequest,
  errors: [429],
  hidden: true,
});
