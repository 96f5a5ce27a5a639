import { subscriptionsQueryKey } from '../../enrolment/api/subscriptions-query-key';

/** Everything the room reads sits under the subscription's key, so one invalidation refreshes it all. */
export const journeyKey = (subscriptionId: number) =>
  [...subscriptionsQueryKey, 'journey', subscriptionId] as const;

export const contentKey = (subscriptionId: number, contentId: number) =>
  [...journeyKey(subscriptionId), 'content', contentId] as const;

export const sectionsKey = (subscriptionId: number) => [...journeyKey(subscriptionId), 'sections'] as const;
