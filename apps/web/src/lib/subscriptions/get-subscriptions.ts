import {
  getSubscription,
  listSubscriptions,
  ZListSubscriptionsResponse,
  ZSubscription,
} from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, buildPath } from '../api-client';
import { currentUserQueryKey } from '../../features/auth/api/get-current-user';
import { useSession } from '../session';

/** Every subscription query sits under the signed-in user's key, so signing out drops them all. */
export const subscriptionsQueryKey = [...currentUserQueryKey, 'subscriptions'] as const;

export function getSubscriptionsQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: [...subscriptionsQueryKey, userId, 'list'],
    queryFn: ({ signal }) =>
      apiFetch(listSubscriptions.path, {
        schema: import.meta.env.DEV ? ZListSubscriptionsResponse : undefined,
        signal,
      }),
    enabled: Boolean(userId),
  });
}

/** The signed-in student's subscriptions, newest first. */
export function useSubscriptions() {
  const { data: session } = useSession();
  return useQuery(getSubscriptionsQueryOptions(session?.user.id));
}

export function getSubscriptionQueryOptions(userId: string | undefined, id: number) {
  return queryOptions({
    queryKey: [...subscriptionsQueryKey, userId, 'detail', id],
    queryFn: ({ signal }) =>
      apiFetch(buildPath(getSubscription.path, { id }), {
        schema: import.meta.env.DEV ? ZSubscription : undefined,
        signal,
      }),
    enabled: Boolean(userId) && Number.isInteger(id) && id > 0,
  });
}

/** One subscription of the signed-in student; another student's id answers 404. */
export function useSubscription(id: number) {
  const { data: session } = useSession();
  return useQuery(getSubscriptionQueryOptions(session?.user.id, id));
}
