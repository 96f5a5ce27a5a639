import type { TSiteConfig } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const signInSocialPath = '/api/auth/sign-in/social';

export type SocialProvider = TSiteConfig['sign_in_providers'][number];
export type SignInSocialRequest = { provider: SocialProvider; callbackURL: string };
type SignInSocialResponse = { url: string; redirect: boolean };

/** Answers the provider's sign-in address; the provider sends the student back to `callbackURL`. */
export function signInSocial(body: SignInSocialRequest) {
  return apiFetch(signInSocialPath, { method: 'POST', body }) as Promise<SignInSocialResponse>;
}

export function useSignInSocial() {
  return useMutation({
    mutationFn: signInSocial,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
