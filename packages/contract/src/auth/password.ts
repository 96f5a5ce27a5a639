import { z } from 'zod';

export const PASSWORD_RULE = 'Use 8 to 128 characters, with at least one letter and one number.';

/** The password rule, checked by the sign-up and new-password forms and again by the server. */
export const ZPassword = z
  .string()
  .min(8, PASSWORD_RULE)
  .max(128, PASSWORD_RULE)
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), PASSWORD_RULE);
