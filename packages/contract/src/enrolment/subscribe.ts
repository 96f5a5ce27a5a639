import { z } from 'zod';
import { RULE_MESSAGES } from '../rules/messages';

export const subscribe = { method: 'POST', path: '/api/v1/subscriptions/' } as const;

export const SUBSCRIBE_MESSAGES = {
  failed: 'An error occurred while subscribing. Please try again.',
  alreadyEnrolled:
    'You are already enrolled in this program. Please log in with the same email ID to access it under the "My Programs" menu.',
  emailHelper: 'We use this email for future verification and updates, so it must be valid.',
  cohortFull: 'This cohort is full.',
  cohortEnded: 'This cohort has already ended.',
  cohortOfAnotherProgram: 'This cohort is not part of the program.',
  cohortRequired: 'Please select a cohort for this program',
  otherEmail: 'You are signed in with another email. Sign out to join with this one.',
} as const;

export const ZSubscribeRequest = z.object({
  course: z.number().int().positive(),
  student_email: z.email(RULE_MESSAGES.email).trim().toLowerCase(),
  cohort: z.number().int().positive().nullable().optional(),
});
export type TSubscribeRequest = z.input<typeof ZSubscribeRequest>;

/**
 * The join result (spec section 4): `enrolled` with access (new, or long ago: the client compares
 * enroll_datetime with the 120-second window), `trial`, or `unpaid` (go to checkout).
 */
export const ZSubscribeResponse = z.object({
  id: z.number().int(),
  subscription_id: z.number().int(),
  status: z.enum(['enrolled', 'trial', 'unpaid']),
  enroll_datetime: z.string(),
  course: z.number().int(),
  course_slug: z.string(),
  cohort: z.number().int().nullable(),
  /** True when the email had no account: the portal mailed an invitation to set a password. */
  invited: z.boolean(),
});
export type TSubscribeResponse = z.infer<typeof ZSubscribeResponse>;
