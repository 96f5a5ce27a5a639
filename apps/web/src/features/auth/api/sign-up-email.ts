import type { TLanguage } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

export const signUpEmailPath = '/api/auth/sign-up/email';

export type SignUpEmailRequest = {
  name: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  language: TLanguage;
  callbackURL: string;
};

/**
 * Creates the account and mails the verification link. The answer is the same whether or not the email
 * already had an account, and no session starts: the student signs in through the mailed link.
 */
export function signUpEmail(body: SignUpEmailRequest) {
  return apiFetch(signUpEmailPath, { method: 'POST', body });
}

export function useSignUpEmail() {
  return useMutation({ mutationFn: signUpEmail });
}
