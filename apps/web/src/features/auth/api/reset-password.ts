import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { currentUserQueryKey } from './get-current-user';

export const resetPasswordPath = '/api/auth/reset-password';

export type ResetPasswordRequest = { newPassword: string; token: string };

/** Sets the new password from a mailed link; every session of the student ends. */
export function resetPassword(body: ResetPasswordRequest) {
  return apiFetch(resetPasswordPath, { method: 'POST', body });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    // stale, not refetched: the session just ended, and the sign-in page the student goes to next asks
    // the server for it afresh
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey, refetchType: 'none' }),
  });
}
