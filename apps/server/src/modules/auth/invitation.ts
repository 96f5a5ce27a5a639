import { AsyncLocalStorage } from 'node:async_hooks';
import type { Names } from '../../lib/names';

/**
 * The program a student is being enrolled in as their account is made for them (the catalogue's join
 * with an email that has no account yet): the verification mail sent by that sign-up is then an
 * invitation naming it.
 */
const invitation = new AsyncLocalStorage<{ program: Names }>();

/** `program`: its name in every language, the invitation mail naming it in the student's. */
export function inviteTo<T>(program: Names, makeAccount: () => Promise<T>): Promise<T> {
  return invitation.run({ program }, makeAccount);
}

/** The program of the invitation under way, if the account being made is one. */
export function invitedProgram(): Names | undefined {
  return invitation.getStore()?.program;
}
