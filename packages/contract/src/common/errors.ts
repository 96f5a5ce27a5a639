import { z } from 'zod';

/**
 * The codes of the server's own errors that say the same whatever the request: a client says each in
 * its reader's language from the code and its `params`; `detail` stays the English for other clients.
 */
export const API_ERROR_CODES = [
  'not_found',
  'not_authenticated',
  'permission_denied',
  'email_not_verified',
  'two_factor_required',
  'rate_limited',
  'request_refused',
  'server_error',
  'storage_unavailable',
] as const;
export type TApiErrorCode = (typeof API_ERROR_CODES)[number];

/** An error worded only in English by the server (a school's command, an answer no page shows). */
export const REFUSED_CODE = 'refused';

export const ZApiErrorParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type TApiErrorParams = z.infer<typeof ZApiErrorParams>;

/** 401, 403, 404, 409 and 5xx answers. `redirect_dashboard` asks the client to return to the dashboard. */
export const ZDetailError = z.object({
  detail: z.string(),
  code: z.string(),
  params: ZApiErrorParams.optional(),
  redirect_dashboard: z.boolean().optional(),
});
export type TDetailError = z.infer<typeof ZDetailError>;

/** Messages per field, and `non_field_errors` for the request as a whole. */
export type TValidationError = Record<string, string[]>;

/** A message by its code (`journey.fileRequired`) and the values it names, for a client to say. */
export const ZCoded = z.object({ code: z.string(), params: ZApiErrorParams.optional() });
export type TCoded = z.infer<typeof ZCoded>;

/**
 * 400 answers: English messages per field, and beside them `codes`, the same messages by code, in the
 * same order, for the fields whose messages all have one.
 */
export const ZValidationError = z
  .object({ codes: z.record(z.string(), z.array(ZCoded)).optional() })
  .catchall(z.array(z.string()));
