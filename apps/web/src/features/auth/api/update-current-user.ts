import { type TLanguage, updateCurrentUser } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { currentUserQueryKey } from './get-current-user';

/** Remembers the student's language on the server, which writes their mail in it. */
export function updateCurrentUserLanguage(language: TLanguage) {
  return call(updateCurrentUser, { body: { language } });
}

export function useUpdateCurrentUserLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCurrentUserLanguage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
