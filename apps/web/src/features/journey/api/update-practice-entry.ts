import { type TUpdatePracticeEntryRequest, updatePracticeEntry, ZPracticeEntry } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, buildPath } from '../../../lib/api-client';
import { getPracticeEntriesQueryOptions } from './list-practice-entries';

/** Changes an entry while it waits for review. */
export function useUpdatePracticeEntry(subscriptionId: number, contentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TUpdatePracticeEntryRequest & { id: number }) =>
      apiFetch(buildPath(updatePracticeEntry.path, { id }), {
        method: 'PATCH',
        body,
        schema: import.meta.env.DEV ? ZPracticeEntry : undefined,
      }),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: getPracticeEntriesQueryOptions(subscriptionId, contentId).queryKey,
      }),
  });
}
