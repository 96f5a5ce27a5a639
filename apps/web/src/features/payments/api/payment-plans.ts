import { listPaymentPlans, ZListPaymentPlansResponse } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** The plans offered for a cohort, or for the program when it has no cohort. */
export function usePaymentPlans(by: { course: number; cohort: number | null }) {
  const query = by.cohort ? { cohort: by.cohort } : { course: by.course };
  return useQuery({
    queryKey: ['payment-plans', query],
    queryFn: ({ signal }) =>
      apiFetch(listPaymentPlans.path, {
        query,
        schema: import.meta.env.DEV ? ZListPaymentPlansResponse : undefined,
        signal,
      }),
    staleTime: 60_000,
  });
}
