import { saveStudentDocuments, type TStudentDocument } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { toSaveRequest } from '../documents-state';
import { useDocumentsQueryKey } from './list-documents';

/** PATCH the whole list of non-approved items; the answer replaces the list. */
export function saveDocuments(list: TStudentDocument[]): Promise<TStudentDocument[]> {
  return call(saveStudentDocuments, { body: toSaveRequest(list) });
}

export function useSaveDocuments() {
  const queryClient = useQueryClient();
  const queryKey = useDocumentsQueryKey();
  return useMutation({
    mutationFn: saveDocuments,
    // a poll already under way would bring back the statuses from before this call
    onMutate: () => queryClient.cancelQueries({ queryKey }),
    onSuccess: (list) => queryClient.setQueryData(queryKey, list),
  });
}
