import { createReadCache } from '../../lib/read-cache';
import type { ProfileRow } from './student-record.repository';

/**
 * Students whose signed session cookie Better Auth accepted in the last few seconds, so a burst of reads
 * verifies the cookie and loads the session once; the account and profile are read again for each
 * request (`session.ts`), since another process may have changed them. Whatever ends a session in this
 * process forgets its entry (Better Auth's session and user hooks); another process sees a session
 * ended elsewhere when the entry expires.
 */
const SESSION_CACHE_MS = 5_000;

export type CachedStudent = {
  user: { id: string; email: string; name: string; emailVerified: boolean; language: string };
  sessionId: string;
  profile: ProfileRow;
};

export type FoundStudent = { student: CachedStudent; expiresAt: Date };

/** By the whole signed cookie value: the token alone, with any signature, proves nothing. */
const students = createReadCache<string, FoundStudent>({
  ttl: SESSION_CACHE_MS,
  max: 10_000,
  ttlOf: (found) => found.expiresAt.getTime() - Date.now(),
});

const tokenOf = (signed: string) => signed.slice(0, signed.lastIndexOf('.'));

/** The student of a cookie value seen before, while the entry and the session both last. */
export function cachedStudent(signed: string): CachedStudent | null {
  return students.get(signed)?.student ?? null;
}

/**
 * Runs `lookup` for a cookie value not in the cache, once however many requests ask at the same time:
 * when an entry expires under load, the requests waiting for it share one lookup instead of each asking
 * Better Auth and the database.
 */
export async function lookupStudent(signed: string, lookup: () => Promise<FoundStudent | null>) {
  const found = await students.read(signed, async () => {
    const result = await lookup();
    // shared by the requests that follow: nobody may change it in place
    if (result) {
      Object.freeze(result.student.user);
      Object.freeze(result.student.profile);
      Object.freeze(result.student);
    }
    return result;
  });
  return found?.student ?? null;
}

export const forgetSession = (token: string) =>
  students.forgetWhere((_, signed) => tokenOf(signed) === token);
export const forgetUser = (userId: string) =>
  students.forgetWhere(({ student }) => student.user.id === userId);
export const forgetProfile = (profileId: number) =>
  students.forgetWhere(({ student }) => student.profile.id === profileId);
