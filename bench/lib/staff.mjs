// A staff member as the console sees one: invited by the operator, their password chosen from the mailed
// link, signed in and their authenticator app set up, since no staff list answers without a second factor.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './results.mjs';
import { PASSWORD, cookieOf, expectOk, mailedLink } from './students.mjs';

const OTPAuth = createRequire(path.join(root, 'apps/server/package.json'))('otpauth');

/** Keeps the session cookie a response sets, or the one the client had. */
const nextCookie = (res, cookie) => cookieOf(res) || cookie;

/**
 * Invites `email` with `role` through the operator's service (`portal` from startInProcess), then signs
 * them in through the app as the console does; answers their session cookie.
 */
export async function staffMember(portal, call, { email, role, origin, ip = '10.9.1.1' }) {
  await portal.server.inviteStaffMember(portal.ctx, portal.server.OPERATOR, {
    email,
    name: `Bench ${role}`,
    role,
    programs: [],
  });
  const post = (url, payload, cookie = '') =>
    call({ method: 'POST', url, headers: { origin, cookie, 'x-forwarded-for': ip }, payload });
  const link = await mailedLink(call, email, '/staff/set-password');
  const token = new URL(link).searchParams.get('token');
  await expectOk(await post('/api/auth/reset-password', { newPassword: PASSWORD, token }), 'reset-password');
  const signedIn = await post('/api/auth/sign-in/email', { email, password: PASSWORD });
  await expectOk(signedIn, 'sign-in');
  let cookie = cookieOf(signedIn);
  const enabled = await post('/api/auth/two-factor/enable', { password: PASSWORD }, cookie);
  const { totpURI } = await expectOk(enabled, 'two-factor/enable');
  cookie = nextCookie(enabled, cookie);
  const code = OTPAuth.URI.parse(totpURI).generate();
  const verified = await post('/api/auth/two-factor/verify-totp', { code }, cookie);
  await expectOk(verified, 'two-factor/verify-totp');
  return { email, cookie: nextCookie(verified, cookie) };
}
