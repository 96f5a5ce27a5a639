import type { Executor } from '../../db/client';
import { type ProfileRow, findProfileByUserId, insertProfile } from './student-record.repository';

export {
  type ProfileRow,
  findAccountOfStudent,
  findProfileById,
  findProfileByUserId,
} from './student-record.repository';
export { findUserByEmail } from './user.repository';

/** Names given at sign-up; a social sign-in only gives a full name, split at its first space. */
function namesOf(user: { name: string }, given: { first_name?: unknown; last_name?: unknown }) {
  const first = typeof given.first_name === 'string' ? given.first_name.trim() : '';
  const last = typeof given.last_name === 'string' ? given.last_name.trim() : '';
  if (first || last) return { firstName: first.slice(0, 100), lastName: last.slice(0, 100) };
  const [head = '', ...rest] = user.name.trim().split(/\s+/);
  return { firstName: head.slice(0, 100), lastName: rest.join(' ').slice(0, 100) };
}

/** Every account is a student: the profile is made with the account, and again if ever missing. */
export async function ensureProfile(
  db: Executor,
  user: { id: string; name: string },
  given: { first_name?: unknown; last_name?: unknown } = {},
): Promise<ProfileRow> {
  const existing = await findProfileByUserId(db, user.id);
  if (existing) return existing;
  const created = await insertProfile(db, { userId: user.id, ...namesOf(user, given) });
  return created ?? (await findProfileByUserId(db, user.id))!;
}
