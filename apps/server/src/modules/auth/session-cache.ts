import type { ProfileRow } from '../profile/profile.repository';

/**
 * Students whose signed session cookie Better Auth accepted in the last few seconds, so a burst of reads
 * verifies the cookie and loads the session, account and profile once. Whatever changes one of them in
 * this process forgets the entry (Better Auth's session and user hooks, the profile and language
 * writes); another process sees the change when the entry expires.
 */
export const SESSION_CACHE_MS = 5_000;
const SWEEP_AT = 10_000;

export type CachedStudent = {
  user: { id: string; email: string; name: string; emailVerified: boolean; language: string };
  sessionId: string;
  profile: ProfileRow;
};

type Entry = { signed: string; student: CachedStudent; until: number };

/** By the session token, the part of the cookie before its signature. */
const entries = new Map<string, Entry>();

const tokenOf = (signed: string) => signed.slice(0, signed.lastIndexOf('.'));

/** The student of a cookie value seen before, while the entry and the session both last. */
export function cachedStudent(signed: string, now = Date.now()): CachedStudent | null {
  const entry = entries.get(tokenOf(signed));
  // the whole signed value must match: the token alone, with any signature, proves nothing
  if (!entry || entry.signed !== signed) return null;
  if (entry.until <= now) {
    entries.delete(tokenOf(signed));
    return null;
  }
  return entry.student;
}

export function cacheStudent(signed: string, student: CachedStudent, expiresAt: Date, now = Date.now()) {
  if (entries.size >= SWEEP_AT) {
    for (const [token, entry] of entries) if (entry.until <= now) entries.delete(token);
  }
  const until = Math.min(now + SESSION_CACHE_MS, expiresAt.getTime());
  // shared by the requests that follow: nobody may change it in place
  Object.freeze(student.user);
  Object.freeze(student.profile);
  entries.set(tokenOf(signed), { signed, student: Object.freeze(student), until });
}

export function forgetSession(token: string) {
  entries.delete(token);
}

function forgetWhere(match: (student: CachedStudent) => boolean) {
  for (const [token, entry] of entries) if (match(entry.student)) entries.delete(token);
}

export const forgetUser = (userId: string) => forgetWhere((s) => s.user.id === userId);
export const forgetProfile = (profileId: number) => forgetWhere((s) => s.profile.id === profileId);
