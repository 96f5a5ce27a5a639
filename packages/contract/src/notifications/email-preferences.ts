import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../enums';

/** Types the student also gets by email; new students start with these. */
export const DEFAULT_EMAIL_NOTIFICATION_TYPES = [
  'payment',
  'transaction',
  'installment',
  'document_verification',
  'subscription',
  'graduation',
  'live_session',
  'support',
] as const satisfies readonly (typeof NOTIFICATION_TYPES)[number][];

export const getEmailPreferences = {
  method: 'GET',
  path: '/api/v1/notifications/email-preferences/',
} as const;
export const updateEmailPreferences = {
  method: 'PUT',
  path: '/api/v1/notifications/email-preferences/',
} as const;
export const ZEmailPreferences = z.object({
  email_types: z
    .array(z.enum(NOTIFICATION_TYPES, { error: 'Select a valid choice: not one of the notification types.' }))
    .max(NOTIFICATION_TYPES.length)
    .transform((types) => [...new Set(types)]),
});
export type TEmailPreferences = z.infer<typeof ZEmailPreferences>;
