import {
  requestPasswordChange as requestPasswordChangeCall,
  type TRequestPasswordChangeRequest,
  ZMessageResponse,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

/** Mails the student a link to `change_password_url?token=…`, where they choose a new password. */
export function requestPasswordChange(body: TRequestPasswordChangeRequest) {
  return apiFetch(requestPasswordChangeCall.path, {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZMessageResponse : undefined,
  });
}

export function useRequestPasswordChange() {
  return useMutation({ mutationFn: requestPasswordChange });
}
