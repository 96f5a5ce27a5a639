import { z } from 'zod';
import { operation } from '../common/operation';
import { messageRule } from '../common/message-rule';

export const ZSubscribeRequest = z.object({
  course: z.number().int().positive(),
  student_email: z.email(messageRule('rules.email')).trim().toLowerCase(),
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

export const subscribe = operation({
  method: 'POST',
  path: '/api/v1/subscriptions/',
  tag: 'enrolment',
  summary: 'Join a program (or one of its cohorts) by email; signed in or not',
  body: ZSubscribeRequest,
  response: ZSubscribeResponse,
  errors: [404, 409, 429],
});
