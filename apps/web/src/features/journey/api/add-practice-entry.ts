import { addPracticeEntry, type TUpdatePracticeEntryRequest, uploadFile } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/files/upload-with-progress';
import { getPracticeEntriesQueryOptions } from './list-practice-entries';

/** A file for an entry, checked by the server against the document upload rules. */
export function uploadPracticeEntryFile(
  contentId: number,
  file: File,
  onProgress?: (percent: number) => void,
) {
  return uploadWithProgress(
    uploadFile,
    { query: { purpose: 'practice_entry', content: contentId } },
    file,
    onProgress,
  );
}

/** Adds an entry to the practice log; it waits for the school's review. */
export function useAddPracticeEntry(subscriptionId: number, contentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdatePracticeEntryRequest) =>
      call(addPracticeEntry, { params: { id: contentId }, body: { ...body, subscription: subscriptionId } }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: getPracticeEntriesQueryOptions(subscriptionId, contentId).queryKey,
      }),
  });
}
