import {
  createSupportRequest as createSupportRequestCall,
  type TCreateSupportRequest,
  ZSupportRequest,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client';
import { supportQueryKey } from './support-keys';

/** A help request or issue report: 201 on success; 400 with messages under `subject` and `message`. */
export function createSupportRequest(body: TCreateSupportRequest) {
  return apiFetch(createSupportRequestCall.path, {
    method: 'POST',
    body,
    schema: import.meta.env.DEV ? ZSupportRequest : undefined,
  });
}

export function useCreateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupportRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportQueryKey }),
  });
}
