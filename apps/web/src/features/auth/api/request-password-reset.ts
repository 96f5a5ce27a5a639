import { requestPasswordReset as requestPasswordResetOperation } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function requestPasswordReset(email: string) {
  return call(requestPasswordResetOperation, {
    body: { email, redirectTo: `${window.location.origin}/auth/new-password` },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
