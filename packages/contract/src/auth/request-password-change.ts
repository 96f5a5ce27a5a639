import { z } from 'zod';
import { operation } from '../common/operation';
import { ZMessageResponse, ZPortalLink } from './account-mail';

export const ZRequestPasswordChangeRequest = z.object({
  user_id: z.string(),
  student_id: z.number().int(),
  /** Where the mailed link leads; the server adds `?token=…`. */
  change_password_url: ZPortalLink,
});
export type TRequestPasswordChangeRequest = z.infer<typeof ZRequestPasswordChangeRequest>;

export const requestPasswordChange = operation({
  method: 'POST',
  path: '/api/v1/student/change-password/',
  tag: 'auth',
  summary: 'Mail the signed-in student a single-use link to change their password',
  body: ZRequestPasswordChangeRequest,
  response: ZMessageResponse,
  errors: [401, 404, 429],
});
