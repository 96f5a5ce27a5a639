import { subscriptionsQueryKey } from '../../../lib/subscriptions/get-subscriptions';

/** Live sessions sit under the student's subscriptions: signing out drops them with the rest. */
export const liveQueryKey = [...subscriptionsQueryKey, 'live'] as const;
