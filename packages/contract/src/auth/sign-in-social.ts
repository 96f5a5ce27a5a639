import { z } from 'zod';
import { operation } from '../common/operation';

export const ZSignInProvider = z.enum(['google', 'microsoft']);
export type TSignInProvider = z.infer<typeof ZSignInProvider>;

export const ZSignInSocialRequest = z.object({ provider: ZSignInProvider, callbackURL: z.string() });
export type TSignInSocialRequest = z.infer<typeof ZSignInSocialRequest>;

/** The provider's sign-in address; the provider sends the user back to `callbackURL`. */
export const ZSignInSocialResponse = z.object({ url: z.string(), redirect: z.boolean() });

export const signInSocial = operation({
  method: 'POST',
  path: '/api/auth/sign-in/social',
  tag: 'auth',
  summary: "Better Auth: the social provider's sign-in address",
  body: ZSignInSocialRequest,
  response: ZSignInSocialResponse,
  hidden: true,
});
