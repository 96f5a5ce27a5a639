import { signInSocial as signInSocialOperation, type TSignInSocialRequest } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Answers the provider's sign-in address; the provider sends the student back to `callbackURL`. */
export function signInSocial(body: TSignInSocialRequest) {
  return call(signInSocialOperation, { body });
}

export function useSignInSocial() {
  return useMutation({
    mutationFn: signInSocial,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
