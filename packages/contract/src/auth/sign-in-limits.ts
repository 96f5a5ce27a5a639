/**
 * Failed sign-ins to one email, from whatever addresses, that lock it: `failures` within
 * `windowMinutes` refuse every sign-in to it, even with the right password, for `lockMinutes`.
 */
export const SIGN_IN_LOCK = { failures: 10, windowMinutes: 15, lockMinutes: 15 } as const;

export const AUTH_MESSAGES = {
  /** The same for an email with no account, so that the answer never tells whether one exists. */
  signInLocked: `Too many failed sign-ins for this account. Please try again in ${SIGN_IN_LOCK.lockMinutes} minutes or reset your password.`,
} as const;
