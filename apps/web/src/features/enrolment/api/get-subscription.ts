import { getSubscription } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { subscriptionsQueryKey } from './subscriptions-query-key';

export function getSubscriptionQueryOptions(userId: string | undefined, id: number) {
  return queryOptions({
    queryKey: [...subscriptionsQueryKey, userId, 'detail', id],
    queryFn: ({ signal }) => call(getSubscription, { params: { id } }, { signal }),
    enabled: Boolean(userId) && Number.isInteger(id) && id > 0,
  });
}

/** One subscription of the signed-in student; another student's id answers 404. */
export function useSubscription(id: number) {
  const { data: session } = useSession();
  return useQuery(getSubscriptionQueryOptions(session?.user.id, id));
}
