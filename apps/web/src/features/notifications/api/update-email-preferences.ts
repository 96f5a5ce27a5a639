import {
  type TEmailPreferences,
  type TEmailPreferencesResponse,
  updateEmailPreferences,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { getEmailPreferencesQueryOptions } from './get-email-preferences';

export function saveEmailPreferences(preferences: TEmailPreferences): Promise<TEmailPreferencesResponse> {
  return call(updateEmailPreferences, { body: preferences });
}

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailPreferences,
    onSuccess: (saved) => queryClient.setQueryData(getEmailPreferencesQueryOptions().queryKey, saved),
  });
}
