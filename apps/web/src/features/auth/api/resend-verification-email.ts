import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const resendVerificationEmailPath = '/api/auth/send-verification-email';

/** Sends the sign-up link again, to a student who has no session yet. */
export function resendVerificationEmail(email: string) {
  return apiFetch(resendVerificationEmailPath, {
    method: 'POST',
    body: { email, callbackURL: '/dashboard' },
  });
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
