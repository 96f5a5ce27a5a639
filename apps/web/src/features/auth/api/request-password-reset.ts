import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const requestPasswordResetPath = '/api/auth/request-password-reset';

type RequestPasswordResetResponse = { status: boolean; message: string };

/** Forgot password: the same answer whether or not the email has an account. */
export function requestPasswordReset(email: string) {
  return apiFetch(requestPasswordResetPath, {
    method: 'POST',
    body: { email, redirectTo: `${window.location.origin}/auth/new-password` },
  }) as Promise<RequestPasswordResetResponse>;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
