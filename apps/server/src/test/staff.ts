import type { StaffRole } from '@portal/contract';
import * as OTPAuth from 'otpauth';
import { expect } from 'vitest';
import { OPERATOR } from '../modules/staff/audit-log';
import { inviteStaffMember } from '../modules/staff/staff-members.service';
import { ORIGIN, PASSWORD, clientAddress, cookieOf, mailedToken, signIn } from './students';
import type { TestApp } from './test-app';

export type StaffClient = { id: string; email: string; cookie: string; totp: OTPAuth.TOTP | null };

/** Posts to Better Auth as the console does, from the portal's origin. */
export const authPost = (t: TestApp, url: string, payload: object, cookie = '') =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, cookie, 'x-forwarded-for': clientAddress() },
    payload,
  });

/** Keeps the session cookie a response sets, or the one the client had. */
const nextCookie = (res: { headers: Record<string, unknown> }, cookie: string) => cookieOf(res) || cookie;

/** The code an authenticator app shows now for the secret of the URI it scanned. */
export const totpOf = (uri: string) => OTPAuth.URI.parse(uri) as OTPAuth.TOTP;

/**
 * A staff member as they come to be: invited by the operator, their password chosen from the mailed
 * link, signed in, and (unless `secondFactor` is false) an authenticator app set up.
 */
export async function staffMember(
  t: TestApp,
  role: StaffRole,
  options: { email?: string; programs?: number[]; secondFactor?: boolean } = {},
): Promise<StaffClient> {
  const email = options.email ?? `${role}-${Math.random().toString(36).slice(2, 10)}@school.test`;
  const member = await inviteStaffMember(t.ctx, OPERATOR, {
    email,
    name: `Staff ${role}`,
    role,
    programs: options.programs ?? [],
  });
  const token = await mailedToken(t, email, '/staff/set-password');
  const chosen = await authPost(t, '/api/auth/reset-password', { newPassword: PASSWORD, token });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const signedIn = await signIn(t, email);
  expect(signedIn.statusCode).toBe(200);
  let cookie = cookieOf(signedIn);
  if (options.secondFactor === false) return { id: member.id, email, cookie, totp: null };
  const enabled = await authPost(t, '/api/auth/two-factor/enable', { password: PASSWORD }, cookie);
  expect(enabled.statusCode, enabled.body).toBe(200);
  cookie = nextCookie(enabled, cookie);
  const totp = totpOf(enabled.json().totpURI);
  const verified = await authPost(t, '/api/auth/two-factor/verify-totp', { code: totp.generate() }, cookie);
  expect(verified.statusCode, verified.body).toBe(200);
  return { id: member.id, email, cookie: nextCookie(verified, cookie), totp };
}
