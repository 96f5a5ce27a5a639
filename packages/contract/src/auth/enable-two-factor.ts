import { z } from 'zod';
import { operation } from '../common/operation';

export const ZEnableTwoFactorResponse = z.object({
  /** The otpauth:// address an authenticator app scans, its key among its parameters. */
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});

/** Starts a second factor: the app's secret and backup codes; a first code from the app turns it on. */
export const enableTwoFactor = operation({
  method: 'POST',
  path: '/api/auth/two-factor/enable',
  tag: 'auth',
  summary: 'Better Auth: start setting up an authenticator app',
  body: z.object({ password: z.string() }),
  response: ZEnableTwoFactorResponse,
  errors: [401],
  hidden: true,
});
