import { submitContent, type TContent, type TSubmitContentRequest, uploadFile } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { uploadWithProgress } from '../../../lib/files/upload-with-progress';
import { invalidateRewards } from '../../rewards/api/reward-keys';
import { contentKey, sectionsKey } from './journey-keys';

/** A file for an assignment, checked by the server against the item's extensions and size. */
export function uploadSubmissionFile(contentId: number, file: File, onProgress?: (percent: number) => void) {
  return uploadWithProgress(
    uploadFile,
    { query: { purpose: 'submission', content: contentId } },
    file,
    onProgress,
  );
}

/** Hands in (or replaces, until graded) an assignment or homework; the answer is the item as it now stands. */
export function useSubmitContent(subscriptionId: number, contentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSubmitContentRequest) =>
      call(submitContent, { params: { id: contentId }, body: { ...body, subscription: subscriptionId } }),
    onSuccess: (content: TContent) => {
      queryClient.setQueryData(contentKey(subscriptionId, content.id), content);
      void queryClient.invalidateQueries({ queryKey: sectionsKey(subscriptionId) });
      void invalidateRewards(queryClient);
    },
  });
}
