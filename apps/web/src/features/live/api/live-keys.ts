import { subscriptionsQueryKey } from '../../enrolment/api/subscriptions-query-key';

/** Live sessions sit under the student's subscriptions: signing out drops them with the rest. */
export const liveQueryKey = [...subscriptionsQueryKey, 'live'] as const;
