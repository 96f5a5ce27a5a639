import { type Operation, type OperationInput, type OperationResponse, operationUrl } from '@portal/contract';
import { HttpError } from 'react-admin';

type Body = { detail?: unknown; code?: unknown; message?: unknown; [field: string]: unknown };

/**
 * A failed call as react-admin shows it: the server's sentence, its code, and the messages per field
 * for the form (`body.errors`).
 */
function failure(status: number, body: Body): HttpError {
  const detail =
    typeof body.detail === 'string' ? body.detail : typeof body.message === 'string' ? body.message : '';
  const errors = Object.fromEntries(
    Object.entries(body)
      .filter(
        ([key, value]) => !['detail', 'code', 'message', 'params'].includes(key) && Array.isArray(value),
      )
      .map(([key, value]) => [key, (value as unknown[]).join(' ')]),
  );
  const error = new HttpError(detail || `ra.notification.http_error`, status, { errors, code: body.code });
  return error;
}

/** Sends a request to the portal's server with the session cookie, answering its JSON. */
async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) throw failure(response.status, (data ?? {}) as Body);
  return data as T;
}

/** Calls a contract operation. */
export function call<O extends Operation>(
  operation: O,
  input: OperationInput<O> = {} as OperationInput<O>,
): Promise<OperationResponse<O>> {
  const { params, query, body } = input as { params?: object; query?: object; body?: unknown };
  return request(operation.method, operationUrl(operation, params, query), body);
}

/** The code of a failure, such as `two_factor_required`. */
export const codeOf = (error: unknown): string | undefined =>
  error instanceof HttpError ? ((error.body as { code?: string } | undefined)?.code ?? undefined) : undefined;
