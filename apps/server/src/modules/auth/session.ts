import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { Forbidden, Unauthorized } from '../../lib/errors';
import type { ProfileRow } from '../profile/profile.repository';
import { ensureProfile } from '../profile/profile.service';
import type { Auth } from './auth';

export type StudentSession = {
  user: { id: string; email: string; name: string; emailVerified: boolean; language: string };
  sessionId: string;
  profile: ProfileRow;
};

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
  const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!found) throw new Unauthorized();
  if (options.verified && !found.user.emailVerified) {
    throw new Forbidden('Please verify your email address first.');
  }
  return {
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
}

/** The signed-in student when there is one: for the few calls a visitor may also make. */
export async function optionalStudent(
  auth: Auth,
  db: Db,
  request: FastifyRequest,
): Promise<StudentSession | null> {
  const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  return found ? requireStudent(auth, db, request, { verified: false }) : null;
}
