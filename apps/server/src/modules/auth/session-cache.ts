import type { ProfileRow } from './student-record.repository';

/**
 * Students whose signed session cookie Better Auth accepted in the last few seconds, so a burst of reads
 * verifies the cookie and loads the session once; the account and profile are read again for each
 * request (`session.ts`), since another process may have changed them. Whatever ends a session in this
 * process forgets its entry (Better Auth's session and user hooks); another process sees a session
 * ended elsewhere when the entry expires.
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
  const token = tokenOf(signed);
  const entry = entries.get(token);
  // the whole signed value must match: the token alone, with any signature, proves nothing
  if (!entry || entry.signed !== signed) return null;
  if (entry.until <= now) {
    entries.delete(token);
    return null;
  }
  return entry.student;
}

function cacheStudent(signed: string, student: CachedStudent, expiresAt: Date, now = Date.now()) {
  if (entries.size >= SWEEP_AT) {
    for (const [token, entry] of entries) if (entry.until <= now) entries.delete(token);
  }
  const until = Math.min(now + SESSION_CACHE_MS, expiresAt.getTime());
  // shared by the requests that follow: nobody may change it in place
  Object.freeze(student.user);
  Object.freeze(student.profile);
  entries.set(tokenOf(signed), { signed, student: Object.freeze(student), until });
}

export type FoundStudent = { student: CachedStudent; expiresAt: Date };

/** Lookups running now, by signed cookie value; bumped `generation` marks a change seen meanwhile. */
const lookups = new Map<string, Promise<CachedStudent | null>>();
let generation = 0;

/**
 * Runs `lookup` for a cookie value not in the cache, once however many requests ask at the same time:
 * when an entry expires under load, the requests waiting for it share one lookup instead of each asking
 * Better Auth and the database. What it finds is kept unless a change was forgotten while it ran.
 */
export function lookupStudent(signed: string, lookup: () => Promise<FoundStudent | null>) {
  const running = lookups.get(signed);
  if (running) return running;
  const startedAt = generation;
  const found = lookup().then((result) => {
    if (result && generation === startedAt) cacheStudent(signed, result.student, result.expiresAt);
    return result?.student ?? null;
  });
  lookups.set(signed, found);
  const done = () => {
    if (lookups.get(signed) === found) lookups.delete(signed);
  };
  found.then(done, done);
  return found;
}

function forgotten() {
  generation += 1;
  lookups.clear();
}

export function forgetSession(token: string) {
  forgotten();
  entries.delete(token);
}

function forgetWhere(match: (student: CachedStudent) => boolean) {
  forgotten();
  for (const [token, entry] of entries) if (match(entry.student)) entries.delete(token);
}

export const forgetUser = (userId: string) => forgetWhere((s) => s.user.id === userId);
export const forgetProfile = (profileId: number) => forgetWhere((s) => s.profile.id === profileId);
