import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The program a student is being enrolled in as their account is made for them (the catalogue's join
 * with an email that has no account yet): the verification mail sent by that sign-up is then an
 * invitation naming it.
 */
const invitation = new AsyncLocalStorage<{ program: string }>();

export function inviteTo<T>(program: string, makeAccount: () => Promise<T>): Promise<T> {
  return invitation.run({ program }, makeAccount);
}

/** The program of the invitation under way, if the account being made is one. */
export function invitedProgram(): string | undefined {
  return invitation.getStore()?.program;
}
