import { requestPaidToSchool, type ZPaidToSchoolRequest } from '@portal/contract';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { subscriptionsQueryKey } from '../../enrolment/api/subscriptions-query-key';

export function useRequestPaidToSchool() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof ZPaidToSchoolRequest>) => call(requestPaidToSchool, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey }),
  });
}
