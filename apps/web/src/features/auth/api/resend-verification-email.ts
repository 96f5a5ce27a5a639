import { resendVerificationEmail as resendVerificationEmailOperation } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Sends the sign-up link again, to a student who has no session yet. */
export function resendVerificationEmail(email: string) {
  return call(resendVerificationEmailOperation, { body: { email, callbackURL: '/dashboard' } });
}

export function useResendVerificationEmail() {
  return useMutation({ mutationFn: resendVerificationEmail });
}
