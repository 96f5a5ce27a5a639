import { type TUpdatePracticeEntryRequest, updatePracticeEntry } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { getPracticeEntriesQueryOptions } from './list-practice-entries';

/** Changes an entry while it waits for review. */
export function useUpdatePracticeEntry(subscriptionId: number, contentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: TUpdatePracticeEntryRequest & { id: number }) =>
      call(updatePracticeEntry, { params: { id }, body }),
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: getPracticeEntriesQueryOptions(subscriptionId, contentId).queryKey,
      }),
  });
}
