import { getEmailPreferences, type TEmailPreferencesResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notificationsQueryKey } from './notifications-query-key';

export function fetchEmailPreferences(signal?: AbortSignal): Promise<TEmailPreferencesResponse> {
  return call(getEmailPreferences, {}, { signal });
}

export function getEmailPreferencesQueryOptions() {
  return queryOptions({
    queryKey: [...notificationsQueryKey, 'email-preferences'],
    queryFn: ({ signal }) => fetchEmailPreferences(signal),
  });
}

/** The notification types the student also gets by email. */
export function useEmailPreferences() {
  return useQuery(getEmailPreferencesQueryOptions());
}
