import { subscriptionsQueryKey } from '../../enrolment/api/subscriptions-query-key';

/** Grades, certificates and transcripts sit under the subscriptions, so a submitted quiz refreshes them. */
export const gradesQueryKey = [...subscriptionsQueryKey, 'grades'] as const;
