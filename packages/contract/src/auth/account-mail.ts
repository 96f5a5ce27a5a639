import { z } from 'zod';

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

/** A link target inside the portal: a path, or an absolute URL on the portal's own origin. */
const ZPortalLink = z.string().min(1).max(2000);

export const sendEmailVerification = { method: 'POST', path: '/api/v1/student/email-verification/' } as const;
export const ZSendEmailVerificationRequest = z.object({
  user_id: z.string(),
  student_id: z.number().int(),
  redirect_url: ZPortalLink,
  /** True for the one request the portal makes by itself per session; false for the student's resend. */
  auto_generated: z.boolean().default(false),
});
export type TSendEmailVerificationRequest = z.input<typeof ZSendEmailVerificationRequest>;

export const requestPasswordChange = { method: 'POST', path: '/api/v1/student/change-password/' } as const;
export const ZRequestPasswordChangeRequest = z.object({
  user_id: z.string(),
  student_id: z.number().int(),
  /** Where the mailed link leads; the server adds `?token=…`. */
  change_password_url: ZPortalLink,
});
export type TRequestPasswordChangeRequest = z.infer<typeof ZRequestPasswordChangeRequest>;
