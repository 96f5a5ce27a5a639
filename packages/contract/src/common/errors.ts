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
] as const;
export type TApiErrorCode = (typeof API_ERROR_CODES)[number];

/** An error whose words are the module's own (its message groups): `detail` says it, for now. */
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

/** 400 answers: messages per field, and `non_field_errors` for the request as a whole. */
export const ZValidationError = z.record(z.string(), z.array(z.string()));
export type TValidationError = z.infer<typeof ZValidationError>;
