import {
  type TEmailPreferences,
  type TEmailPreferencesResponse,
  updateEmailPreferences,
  ZEmailPreferencesResponse,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { getEmailPreferencesQueryOptions } from './get-email-preferences';

export function saveEmailPreferences(preferences: TEmailPreferences): Promise<TEmailPreferencesResponse> {
  return apiFetch(updateEmailPreferences.path, {
    method: 'PUT',
    body: preferences,
    schema: import.meta.env.DEV ? ZEmailPreferencesResponse : undefined,
  });
}

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailPreferences,
    onSuccess: (saved) => queryClient.setQueryData(getEmailPreferencesQueryOptions().queryKey, saved),
  });
}
