import { signStudentDocument, type TStudentDocument } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { withDocument } from '../documents-state';
import { useDocumentsQueryKey } from './list-documents';

/** The built-in e-signature: the answer is the document, awaiting review with the signed PDF as its file. */
export function signDocument({ id, fullName }: { id: number; fullName: string }): Promise<TStudentDocument> {
  return call(signStudentDocument, { params: { id }, body: { full_name: fullName, consent: true } });
}

export function useSignDocument() {
  const queryClient = useQueryClient();
  const queryKey = useDocumentsQueryKey();
  return useMutation({
    mutationFn: signDocument,
    // a poll already under way would bring back the statuses from before this call
    onMutate: () => queryClient.cancelQueries({ queryKey }),
    onSuccess: (document) =>
      queryClient.setQueryData<TStudentDocument[]>(queryKey, (list) => list && withDocument(list, document)),
  });
}
