import { listPaymentPlans } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** The plans offered for a cohort, or for the program when it has no cohort. */
export function usePaymentPlans(by: { course: number; cohort: number | null }) {
  const query = by.cohort ? { cohort: by.cohort } : { course: by.course };
  return useQuery({
    queryKey: ['payment-plans', query],
    queryFn: ({ signal }) => call(listPaymentPlans, { query }, { signal }),
    staleTime: 60_000,
  });
}
