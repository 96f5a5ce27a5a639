import { currentUserQueryKey } from '../../auth/api/get-current-user';

/** Every subscription query sits under the signed-in user's key, so signing out drops them all. */
export const subscriptionsQueryKey = [...currentUserQueryKey, 'subscriptions'] as const;
