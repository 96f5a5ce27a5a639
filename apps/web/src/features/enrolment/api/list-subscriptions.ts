import { listSubscriptions } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { subscriptionsQueryKey } from './subscriptions-query-key';

export function getSubscriptionsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...subscriptionsQueryKey, userId, 'list'],
    queryFn: ({ signal }) => call(listSubscriptions, {}, { signal }),
    enabled: Boolean(userId),
  });
}

/** The signed-in student's subscriptions, newest first. */
export function useSubscriptions() {
  const { data: session } = useSession();
  return useQuery(getSubscriptionsQueryOptions(session?.user.id));
}
