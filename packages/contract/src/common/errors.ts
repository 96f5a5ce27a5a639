import { z } from 'zod';

/** 401, 403, 404, 409 and 5xx answers. `redirect_dashboard` asks the client to return to the dashboard. */
export const ZDetailError = z.object({
  detail: z.string(),
  redirect_dashboard: z.boolean().optional(),
});
export type TDetailError = z.infer<typeof ZDetailError>;

/** 400 answers: messages per field, and `non_field_errors` for the request as a whole. */
export const ZValidationError = z.record(z.string(), z.array(z.string()));
export type TValidationError = z.infer<typeof ZValidationError>;
