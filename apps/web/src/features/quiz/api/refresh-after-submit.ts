import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { invalidateRewards } from '../../rewards/api/reward-keys';
import { subscriptionsQueryKey } from '../../enrolment/api/subscriptions-query-key';

/**
 * Once an attempt is submitted the room's marks and locks change, so everything under the
 * subscription is read again, and a passed quiz earns reward points.
 */
export function useRefreshAfterSubmit() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void invalidateRewards(queryClient);
    void queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey });
  }, [queryClient]);
}
