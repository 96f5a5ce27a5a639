import { signInEmail as signInEmailOperation, type TSignInEmailRequest } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { getSessionQueryOptions } from '../../../lib/session';

export function signInEmail(body: TSignInEmailRequest) {
  return call(signInEmailOperation, { body });
}

export function useSignInEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getSessionQueryOptions().queryKey }),
  });
}
