import { uploadFile } from '@portal/contract';
import { ApiError } from '../api-client';

/** A stored file as the upload answers it. */
export type UploadedFile = { id: number; name: string; size: number; url: string };

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * POSTs the file as multipart { name, file, size_in_mb } under the rule `query` names (a document
 * requirement, an assignment); XMLHttpRequest, since fetch cannot tell upload progress.
 */
export function uploadWithProgress(
  query: Record<string, string | number>,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<UploadedFile> {
  const body = new FormData();
  body.append('name', file.name);
  body.append('size_in_mb', (file.size / (1024 * 1024)).toFixed(2));
  body.append('file', file);
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(uploadFile.method, `${uploadFile.path}?${search.toString()}`);
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
      const { id, name, size, url } = data as UploadedFile;
      resolve({ id, name, size, url });
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, null)));
    xhr.addEventListener('abort', () => reject(new ApiError(0, null)));
    xhr.send(body);
  });
}
