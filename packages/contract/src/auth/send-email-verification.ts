import { z } from 'zod';
import { operation } from '../common/operation';
import { ZMessageResponse, ZPortalLink } from './account-mail';

export const ZSendEmailVerificationRequest = z.object({
  user_id: z.string(),
  student_id: z.number().int(),
  redirect_url: ZPortalLink,
  /** True for the one request the portal makes by itself per session; false for the student's resend. */
  auto_generated: z.boolean().default(false),
});
export type TSendEmailVerificationRequest = z.input<typeof ZSendEmailVerificationRequest>;

export const sendEmailVerification = operation({
  method: 'POST',
  path: '/api/v1/student/email-verification/',
  tag: 'auth',
  summary: 'Mail a verification link to the signed-in student',
  body: ZSendEmailVerificationRequest,
  response: ZMessageResponse,
  errors: [401, 404, 429],
});
