import { deletePracticeEntry } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { getPracticeEntriesQueryOptions } from './list-practice-entries';

/** Deletes an entry while it waits for review. */
export function useDeletePracticeEntry(subscriptionId: number, contentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(deletePracticeEntry, { params: { id } }),
    // a refusal (reviewed meanwhile) also shows the list as it now stands
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: getPracticeEntriesQueryOptions(subscriptionId, contentId).queryKey,
      }),
  });
}
