import { type TStudentDocument, uploadFile } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
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

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/** POST the file as multipart { name, file, size_in_mb }; XMLHttpRequest, since fetch cannot tell upload progress. */
export function uploadDocumentFile({ documentId, file, onProgress }: UploadRequest): Promise<FileRef> {
  const body = new FormData();
  body.append('name', file.name);
  body.append('size_in_mb', (file.size / (1024 * 1024)).toFixed(2));
  body.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${uploadFile.path}?purpose=document&document=${documentId}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      const data = parse(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, data));
        return;
      }
      const { id, name, size, url } = data as FileRef;
      resolve({ id, name, size, url });
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, null)));
    xhr.addEventListener('abort', () => reject(new ApiError(0, null)));
    xhr.send(body);
  });
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
