import { signUpEmail as signUpEmailOperation, type TSignUpEmailRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export function signUpEmail(body: TSignUpEmailRequest) {
  return call(signUpEmailOperation, { body });
}

export function useSignUpEmail() {
  return useMutation({ mutationFn: signUpEmail });
}
