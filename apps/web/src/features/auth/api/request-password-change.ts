import {
  requestPasswordChange as requestPasswordChangeOperation,
  type TRequestPasswordChangeRequest,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Mails the student a link to `change_password_url?token=…`, where they choose a new password. */
export function requestPasswordChange(body: TRequestPasswordChangeRequest) {
  return call(requestPasswordChangeOperation, { body });
}

export function useRequestPasswordChange() {
  return useMutation({ mutationFn: requestPasswordChange });
}
