import { type TStaffMember, getStaffMe, signInEmail, signOut } from '@portal/contract';
import type { AuthProvider } from 'react-admin';
import { call, codeOf } from '../lib/api';

/** Where the console sends a member who has yet to set up their authenticator app. */
export const TWO_FACTOR_SETUP = '/two-factor';
/** Where a sign-in whose password was right asks for the app's code. */
export const TWO_FACTOR_CODE = '/code';

let me: Promise<TStaffMember> | null = null;

/** The signed-in member, asked once per page load and after each sign-in. */
export const staffMe = () =>
  (me ??= call(getStaffMe).catch((error: unknown) => {
    me = null;
    throw error;
  }));

/**
 * Sign-in through Better Auth, as the portal's: a password, then the authenticator app's code. The
 * member's role is the console's permissions.
 */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    me = null;
    const answer = (await call(signInEmail, { body: { email: username, password, rememberMe: false } })) as {
      twoFactorRedirect?: boolean;
    } | null;
    if (answer?.twoFactorRedirect) return { redirectTo: TWO_FACTOR_CODE };
    const member = await staffMe();
    return { redirectTo: member.two_factor_enabled ? '/' : TWO_FACTOR_SETUP };
  },
  async logout() {
    me = null;
    await call(signOut, { body: {} }).catch(() => undefined);
  },
  async checkAuth() {
    await staffMe();
  },
  async checkError(error: unknown) {
    const status = (error as { status?: number }).status;
    if (status === 401) {
      me = null;
      throw error;
    }
    if (codeOf(error) === 'two_factor_required') throw { redirectTo: TWO_FACTOR_SETUP, logoutUser: false };
  },
  // none before sign-in: the pages a member opens from a mail (set-password) render without a role
  async getPermissions() {
    return staffMe()
      .then((member) => member.role)
      .catch(() => null);
  },
  async getIdentity() {
    const member = await staffMe();
    return { id: member.id, fullName: member.name };
  },
};

/** Forgets the member read before a change of their own account (a second factor set up). */
export const forgetStaffMe = () => {
  me = null;
};
