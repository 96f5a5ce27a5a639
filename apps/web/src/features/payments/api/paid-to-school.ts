import { requestPaidToSchool, type ZPaidToSchoolRequest, ZPaidToSchoolResponse } from '@portal/contract';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { subscriptionsQueryKey } from '../../enrolment/api/subscriptions-query-key';

export function useRequestPaidToSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof ZPaidToSchoolRequest>) =>
      apiFetch(requestPaidToSchool.path, {
        method: 'POST',
        body,
        schema: import.meta.env.DEV ? ZPaidToSchoolResponse : undefined,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey }),
  });
}
