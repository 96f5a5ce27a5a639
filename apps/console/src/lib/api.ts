import {
  type Operation,
  type OperationInput,
  type OperationResponse,
  type TCoded,
  isStaffMessageCode,
  operationUrl,
} from '@portal/contract';
import { HttpError } from 'react-admin';
import { i18nProvider } from '../i18n/i18n-provider';

type Body = {
  detail?: unknown;
  code?: unknown;
  params?: Record<string, string | number>;
  codes?: Record<string, TCoded[]>;
  message?: unknown;
  [field: string]: unknown;
};

/**
 * A refusal the server said by a staff code, in the console's language, led by its line when it is one of
 * a file's; undefined for another code.
 */
function said({ code, params }: TCoded): string | undefined {
  if (!isStaffMessageCode(code)) return undefined;
  const refusal = i18nProvider.translate(`console.refusals.${code.slice('staff.'.length)}`, params);
  return params?.line === undefined
    ? refusal
    : i18nProvider.translate('console.atLine', { ...params, refusal });
}

/**
 * A failed call as react-admin shows it: the server's sentence (by its code in the console's language,
 * else its English), its code, and the messages per field for the form (`body.errors`), each field's
 * list kept too (`body.fields`).
 */
function failure(status: number, body: Body): HttpError {
  const english =
    typeof body.detail === 'string' ? body.detail : typeof body.message === 'string' ? body.message : '';
  const detail = (typeof body.code === 'string' && said({ code: body.code, params: body.params })) || english;
  const fields = Object.fromEntries(
    Object.entries(body)
      .filter(
        ([key, value]) =>
          !['detail', 'code', 'message', 'params', 'codes'].includes(key) && Array.isArray(value),
      )
      .map(([key, value]) => {
        const local = body.codes?.[key]?.map(said);
        return [key, local?.every(Boolean) ? local : value];
      }),
  ) as Record<string, string[]>;
  const errors = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value.join(' ')]));
  return new HttpError(detail || `ra.notification.http_error`, status, { errors, fields, code: body.code });
}

/** Sends a request to the portal's server with the session cookie, answering its JSON. */
async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  // a form goes as multipart, with the boundary the browser writes; anything else as JSON
  const form = body instanceof FormData;
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: body === undefined || form ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
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

/** Calls an operation that takes a multipart upload, such as the zipped content folder. */
export function upload<O extends Operation>(
  operation: O,
  form: FormData,
  input: Omit<OperationInput<O>, 'body'> = {} as OperationInput<O>,
): Promise<OperationResponse<O>> {
  const { params, query } = input as { params?: object; query?: object };
  return request(operation.method, operationUrl(operation, params, query), form);
}

/** The code of a failure, such as `two_factor_required`. */
export const codeOf = (error: unknown): string | undefined =>
  error instanceof HttpError ? ((error.body as { code?: string } | undefined)?.code ?? undefined) : undefined;

/** The messages of a failure by field, each a list, such as a content folder's problems by file. */
export const fieldsOf = (error: unknown): Record<string, string[]> =>
  error instanceof HttpError
    ? ((error.body as { fields?: Record<string, string[]> } | undefined)?.fields ?? {})
    : {};

/**
 * What a form's save answers when the server refuses it: the messages per field, which react-admin's
 * form shows under each, keeping what was typed. A refusal of no field goes to `notify`.
 */
export function formErrorsOf(
  error: unknown,
  notify: (message: string) => void,
): Record<string, string> | undefined {
  const errors =
    error instanceof HttpError
      ? (error.body as { errors?: Record<string, string> } | undefined)?.errors
      : undefined;
  if (errors && Object.keys(errors).length > 0) return errors;
  notify((error as Error).message);
  return undefined;
}
