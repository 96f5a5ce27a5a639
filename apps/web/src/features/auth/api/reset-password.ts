import { resetPassword as resetPasswordOperation, type TResetPasswordRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { currentUserQueryKey } from './get-current-user';

export function resetPassword(body: TResetPasswordRequest) {
  return call(resetPasswordOperation, { body });
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
