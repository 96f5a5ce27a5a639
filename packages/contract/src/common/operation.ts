import type { z } from 'zod';
import type { StaffPermission } from '../staff/staff-roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error answers an operation may give besides a refused input (400, implied by any input). */
export type ErrorStatus = 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 502 | 503;

/**
 * One call of the API, whole: where it is, what it takes and what it answers. The server registers its
 * route from it (validation, serialisation, the OpenAPI document) and the web calls it; the web's
 * production build keeps only `method` and `path` (`build-plugins/pure-contract-schemas.ts`).
 */
export type Operation = {
  readonly method: HttpMethod;
  /** With `:name` segments, filled from `params`. */
  readonly path: string;
  /** The API document's group and one line on what the call does. */
  readonly tag: string;
  readonly summary: string;
  readonly description?: string;
  /** The body's media types when not JSON alone, such as a multipart upload read by the route. */
  readonly consumes?: readonly string[];
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The success answer, as JSON; absent when the call answers a file or a stream. */
  readonly response?: z.ZodType;
  /** The success status when not 200. */
  readonly status?: 201 | 202 | 204;
  readonly errors?: readonly ErrorStatus[];
  /**
   * Left out of the API document: a provider's callback, a sandbox provider's own page, or one of Better
   * Auth's calls, which the server hands to Better Auth as a whole (`/api/auth/*`) rather than one by one.
   */
  readonly hidden?: boolean;
  /**
   * A staff call: what the member's role must allow, or `any` for every staff member (their own account).
   * Students never reach it.
   */
  readonly staff?: StaffPermission | 'any';
};

/** Declares an operation, keeping its literal method, path and schema types for both sides. */
export function operation<const O extends Operation>(definition: O): O {
  return definition;
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
type Given<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the server's handler receives, validated. */
export type OperationParams<O extends Operation> = Parsed<O['params']>;
export type OperationQuery<O extends Operation> = Parsed<O['query']>;
export type OperationBody<O extends Operation> = Parsed<O['body']>;
/** What the handler answers (before serialisation) and the client reads (after). */
export type OperationReply<O extends Operation> = O['response'] extends z.ZodType
  ? z.input<O['response']>
  : unknown;
export type OperationResponse<O extends Operation> = O['response'] extends z.ZodType
  ? z.output<O['response']>
  : unknown;

/** What a client gives: the path's values, the query and the body, each only where the operation takes it. */
export type OperationInput<O extends Operation> = (O['params'] extends z.ZodType
  ? { params: Given<O['params']> }
  : { params?: undefined }) &
  (O['query'] extends z.ZodType ? { query?: Given<O['query']> } : { query?: undefined }) &
  (O['body'] extends z.ZodType ? { body: Given<O['body']> } : { body?: undefined });
