import { type TStudentDocument, uploadFile } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadWithProgress } from '../../../lib/files/upload-with-progress';
import { withUploadedFile } from '../documents-state';
import { useDocumentsQueryKey } from './list-documents';

type FileRef = NonNullable<TStudentDocument['document']>;

export type UploadRequest = {
  /** The student document the file is for: the server checks it against that requirement's rule. */
  documentId: number;
  file: File;
  /** Called with the share sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
};

/** The file for a document requirement: the server checks it against that requirement's rule. */
export async function uploadDocumentFile({ documentId, file, onProgress }: UploadRequest): Promise<FileRef> {
  const { id, name, size, url } = await uploadWithProgress(
    uploadFile,
    { query: { purpose: 'document', document: documentId } },
    file,
    onProgress,
  );
  // what the requirement shows of its file, as the documents list answers it
  return { id, name, size, url };
}

/** Uploading moves the requirement to pending_to_submit on screen; Save sends it for review. */
export function useUploadDocumentFile() {
  const queryClient = useQueryClient();
  const queryKey = useDocumentsQueryKey();
  return useMutation({
    mutationFn: uploadDocumentFile,
    onSuccess: (file, { documentId }) =>
      queryClient.setQueryData<TStudentDocument[]>(
        queryKey,
        (list) => list && withUploadedFile(list, documentId, file),
      ),
  });
}
