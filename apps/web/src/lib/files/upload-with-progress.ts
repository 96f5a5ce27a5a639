import type { Operation, OperationInput, OperationResponse } from '@portal/contract';
import { ApiError, urlOf } from '../api-client';

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * Sends the file to `operation` as multipart { name, file, size_in_mb }; XMLHttpRequest, since fetch
 * cannot tell upload progress. The answer is read with the operation's schema where the build kept it,
 * as `call` does.
 */
export function uploadWithProgress<O extends Operation>(
  operation: O,
  input: Pick<OperationInput<O>, 'params' | 'query'>,
  file: File,
  onProgress?: (percent: number) => void,
): Promise<OperationResponse<O>> {
  const body = new FormData();
  body.append('name', file.name);
  body.append('size_in_mb', (file.size / (1024 * 1024)).toFixed(2));
  body.append('file', file);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(operation.method, urlOf(operation, input));
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
      try {
        resolve((operation.response ? operation.response.parse(data) : data) as OperationResponse<O>);
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, null)));
    xhr.addEventListener('abort', () => reject(new ApiError(0, null)));
    xhr.send(body);
  });
}
