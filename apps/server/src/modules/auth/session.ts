import { isStaffRole } from '@portal/contract';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, Unauthorized } from '../../lib/errors';
import type { Auth } from './auth';
import { type CachedStudent, cachedStudent, type FoundStudent, lookupStudent } from './session-cache';
import { findStudentRecord } from './student-record.repository';
import { ensureProfile } from './students.service';

export type StudentSession = CachedStudent;

/** The session cookie's value when the request carries it exactly once (else Better Auth decides alone). */
function sessionCookie(request: FastifyRequest, name: string): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  let found: string | null = null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    if (found !== null) return null;
    found = part.slice(eq + 1).trim();
  }
  return found;
}

/** Better Auth's answer (signature, session row, account), with the profile. */
async function askBetterAuth(auth: Auth, db: Db, request: FastifyRequest): Promise<FoundStudent | null> {
  const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  // a staff account is not a student's: it reaches the console, never the portal's records
  if (!found || isStaffRole((found.user as { role?: string }).role)) return null;
  const student = {
    user: {
      id: found.user.id,
      email: found.user.email,
      name: found.user.name,
      emailVerified: found.user.emailVerified,
      language: (found.user as { language?: string }).language ?? 'en',
    },
    sessionId: found.session.id,
    profile: await ensureProfile(db, found.user),
  };
  return { student, expiresAt: found.session.expiresAt };
}

/** The session cookie's name, fixed once Better Auth is set up: a remembered student costs no await. */
const cookieNames = new WeakMap<Auth, string>();

async function cookieNameOf(auth: Auth): Promise<string> {
  const name = (await auth.$context).authCookies.sessionToken.name;
  cookieNames.set(auth, name);
  return name;
}

/**
 * A remembered student's account and profile as they are now, in one query: another process may have
 * changed them since, and the student must see their own change on their next request, wherever it lands.
 */
async function current(db: Db, remembered: CachedStudent): Promise<StudentSession | null> {
  const record = await findStudentRecord(db, remembered.user.id);
  if (!record) return null;
  return {
    sessionId: remembered.sessionId,
    user: { ...record.user, language: record.user.language ?? 'en' },
    profile: record.profile,
  };
}

/** The request's student: the session cookie's check is remembered briefly by its value. */
async function signedInStudent(auth: Auth, db: Db, request: FastifyRequest): Promise<StudentSession | null> {
  const cookie = sessionCookie(request, cookieNames.get(auth) ?? (await cookieNameOf(auth)));
  if (cookie === null) return (await askBetterAuth(auth, db, request))?.student ?? null;
  const remembered = cachedStudent(cookie);
  if (remembered) return current(db, remembered);
  return lookupStudent(cookie, () => askBetterAuth(auth, db, request));
}

/**
 * The signed-in student of a request, or 401. Most calls also need a verified email (403 otherwise);
 * the few that help a student verify it pass `{ verified: false }`.
 */
export async function requireStudent(
  auth: Auth,
  db: Db,
  request: FastifyRequest,
  options: { verified: boolean } = { verified: true },
): Promise<StudentSession> {
  const student = await signedInStudent(auth, db, request);
  if (!student) throw new Unauthorized();
  if (options.verified && !student.user.emailVerified) {
    throw new AppError(403, 'Please verify your email address first.', {}, 'email_not_verified');
  }
  return student;
}

/** The signed-in student when there is one: for the few calls a visitor may also make. */
export function optionalStudent(auth: Auth, db: Db, request: FastifyRequest): Promise<StudentSession | null> {
  return signedInStudent(auth, db, request);
}
