import {
  createSupportRequest as createSupportRequestCall,
  type TCreateSupportRequest,
  ZSupportRequest,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../api-client';

/** A help request or issue report: 201 on success; 400 with messages under `subject` and `message`. */
export function createSupportRequest(body: TCreateSupportRequest) {
  return apiFetch(createSupportRequestCall.path, {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZSupportRequest : undefined,
  });
}

export function useCreateSupportRequest() {
  return useMutation({ mutationFn: createSupportRequest });
}
