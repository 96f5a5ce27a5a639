import {
  type Operation,
  type OperationInput,
  type OperationResponse,
  type TCoded,
  operationUrl,
  withQuery,
} from '@portal/contract';
import type { z } from 'zod';

export type FieldErrors = Record<string, string[]>;

type ErrorBody = {
  detail?: unknown;
  code?: unknown;
  message?: unknown;
  redirect_dashboard?: unknown;
  non_field_errors?: unknown;
  [field: string]: unknown;
};

/**
 * A failed call: HTTP status (0 when the server could not be reached) and what the server said. Portal
 * answers carry `{ detail }` or messages per field; Better Auth's carry `{ code, message }`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | undefined;
  /** Better Auth's error code, such as `INVALID_EMAIL_OR_PASSWORD`. */
  readonly code: string | undefined;
  /** The values the portal's error `code` is said with, such as the minutes of a rate limit. */
  readonly params: Record<string, string | number>;
  readonly fieldErrors: FieldErrors;
  /** The fields' messages by code, for the fields whose messages all have one. */
  readonly fieldCodes: Record<string, TCoded[]>;
  readonly nonFieldErrors: string[];
  readonly redirectDashboard: boolean;
  readonly data: unknown;

  constructor(status: number, data: unknown, options?: { cause?: unknown }) {
    const body: ErrorBody = isRecord(data) ? data : {};
    // a field's messages come as a list, so a plain string `message` is Better Auth's message
    const authMessage = typeof body.message === 'string' ? body.message : undefined;
    const code = typeof body.code === 'string' ? body.code : undefined;
    const detail = typeof body.detail === 'string' ? body.detail : authMessage;
    const fieldErrors: FieldErrors = {};
    for (const [key, value] of Object.entries(body)) {
      if (
        key === 'detail' ||
        key === 'redirect_dashboard' ||
        key === 'non_field_errors' ||
        key === 'params' ||
        key === 'codes'
      ) {
        continue;
      }
      if ((key === 'code' && code) || (key === 'message' && authMessage)) continue;
      const messages = toMessages(value);
      if (messages.length > 0) fieldErrors[key] = messages;
    }
    const nonFieldErrors = toMessages(body.non_field_errors);
    const firstFieldError = Object.values(fieldErrors)[0]?.[0];
    super(detail ?? nonFieldErrors[0] ?? firstFieldError ?? `Request failed with status ${status}`, options);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.code = code;
    this.params = isRecord(body.params) ? paramsOf(body.params) : {};
    this.fieldErrors = fieldErrors;
    this.fieldCodes = isRecord(body.codes) ? fieldCodesOf(body.codes) : {};
    this.nonFieldErrors = nonFieldErrors;
    this.redirectDashboard = body.redirect_dashboard === true;
    this.data = data;
  }
}

function paramsOf(record: Record<string, unknown>): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(record).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

function fieldCodesOf(record: Record<string, unknown>): Record<string, TCoded[]> {
  return Object.fromEntries(
    Object.entries(record).map(([field, list]) => [
      field,
      (Array.isArray(list) ? list : [])
        .filter((item): item is Record<string, unknown> => isRecord(item) && typeof item.code === 'string')
        .map((item) => ({
          code: item.code as string,
          params: isRecord(item.params) ? paramsOf(item.params) : {},
        })),
    ]),
  );
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Query = Record<string, string | number | boolean | null | undefined>;

type Transport = (input: string, init: RequestInit) => Promise<Response>;

// the browser's fetch; a server rendering the first paint answers the same calls itself
let transport: Transport = (input, init) => fetch(input, init);

/** Where the API calls go when not to the browser's fetch: the server's first paint. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

export type RequestOptions<S extends z.ZodType | undefined = undefined> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, such as the Idempotency-Key of a payment. */
  headers?: Record<string, string>;
  /**
   * Parses the answer with the shared contract, so a drift between server and client fails loudly.
   * `call` passes the operation's schema, which the production build leaves out: the server already
   * serialises every answer through it, and zod stays out of the first-load JavaScript.
   */
  schema?: S;
};

type Result<S> = S extends z.ZodType ? z.output<S> : unknown;

export async function apiFetch<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: RequestOptions<S> = {},
): Promise<Result<S>> {
  const { method = 'GET', query, body, signal, schema } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await transport(withQuery(path, query), {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, null, { cause });
  }

  const data = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, data);
  return (schema ? schema.parse(data) : data) as Result<S>;
}

export type CallOptions = { signal?: AbortSignal; headers?: Record<string, string> };

/** What `call` and `download` take after the operation: its input, required when it has required parts. */
type CallArguments<O extends Operation, Options> =
  Record<string, never> extends OperationInput<O>
    ? [input?: OperationInput<O>, options?: Options]
    : [input: OperationInput<O>, options?: Options];

/** The path of an operation with its `:name` segments filled. */
/** Where an operation is called: its path with `params` filled and `query` added. */
export function urlOf<O extends Operation>(
  operation: O,
  input: Pick<OperationInput<O>, 'params' | 'query'>,
): string {
  const { params, query } = input as { params?: object; query?: object };
  return operationUrl(operation, params, query);
}

/**
 * Calls a contract operation: its method, its path filled from `params`, its query and body. The answer
 * is read with the operation's schema where the build kept it (development and tests; see
 * `build-plugins/pure-contract-schemas.ts`), so a drift between server and client fails loudly there.
 */
export function call<O extends Operation>(
  operation: O,
  ...[input, options]: CallArguments<O, CallOptions>
): Promise<OperationResponse<O>> {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  return apiFetch(operationUrl(operation, params), {
    method: operation.method,
    query: query as Query | undefined,
    body,
    schema: operation.response,
    ...options,
  }) as Promise<OperationResponse<O>>;
}

/** Calls an operation that answers a file (the profile as a PDF, say), as a Blob; see `apiDownload`. */
export function download<O extends Operation>(
  operation: O,
  ...[input, options]: CallArguments<O, { signal?: AbortSignal }>
): Promise<Blob> {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  return apiDownload(operationUrl(operation, params), {
    method: operation.method,
    query: query as Query | undefined,
    body,
    signal: options?.signal,
  });
}

/**
 * A file the server sends (a PDF, say) as a Blob; a failure throws the same ApiError as apiFetch. A
 * POST sends `body` as JSON, for downloads the server builds from a request (the transcript).
 */
export async function apiDownload(
  path: string,
  options: { method?: Operation['method']; body?: unknown; query?: Query; signal?: AbortSignal } = {},
): Promise<Blob> {
  const { method = 'GET', body } = options;
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(0, null, { cause });
  }
  if (!response.ok) throw new ApiError(response.status, await readBody(response));
  return response.blob();
}

/** A response's body: JSON when it says so, else its text; null when empty. */
export async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) {
    const text = await response.text();
    return text === '' ? null : text;
  }
  try {
    return await response.json();
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toMessages(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}
