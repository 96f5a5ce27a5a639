import { z } from 'zod';
import { NOTIFICATION_TYPES } from '../enum-values';

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

const ZEmailTypes = z
  .array(z.enum(NOTIFICATION_TYPES, { error: 'Select a valid choice: not one of the notification types.' }))
  .max(NOTIFICATION_TYPES.length);

export const ZEmailPreferences = z.object({
  email_types: ZEmailTypes.transform((types) => [...new Set(types)]),
});
export type TEmailPreferences = z.infer<typeof ZEmailPreferences>;
/** What GET and PUT answer: the request's shape without its transform, which a response cannot encode. */
export const ZEmailPreferencesResponse = z.object({ email_types: ZEmailTypes });
export type TEmailPreferencesResponse = z.infer<typeof ZEmailPreferencesResponse>;
