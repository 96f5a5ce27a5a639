import {
  createSupportRequest as createSupportRequestOperation,
  type TCreateSupportRequest,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { supportQueryKey } from './support-keys';

/** A help request or issue report: 201 on success; 400 with messages under `subject` and `message`. */
export function createSupportRequest(body: TCreateSupportRequest) {
  return call(createSupportRequestOperation, { body });
}

export function useCreateSupportRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSupportRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportQueryKey }),
  });
}
