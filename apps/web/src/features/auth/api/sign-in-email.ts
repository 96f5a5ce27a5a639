import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { getSessionQueryOptions } from '../../../lib/session';

export const signInEmailPath = '/api/auth/sign-in/email';

export type SignInEmailRequest = { email: string; password: string; rememberMe: boolean };

/** 200 with a session cookie; 401 `INVALID_EMAIL_OR_PASSWORD`; 429 when rate-limited. */
export function signInEmail(body: SignInEmailRequest) {
  return apiFetch(signInEmailPath, { method: 'POST', body });
}

export function useSignInEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey }),
  });
}
