import { getSession, type TSession } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './api-client';

/**
 * Null when nobody is signed in; a 404 or any failure also counts as no session. Only what the type
 * names is kept: the session's token stays in its cookie, out of the page and of a server-painted
 * page's data.
 */
export async function fetchSession(signal?: AbortSignal): Promise<TSession | null> {
  try {
    // read as unknown: the built web keeps no schema to check the answer with
    const data: unknown = await call(getSession, {}, { signal });
    if (!isSession(data)) return null;
    const { id, email, name, emailVerified, image } = data.user;
    return {
      user: { id, email, name, emailVerified, image },
      session: { id: data.session.id, expiresAt: data.session.expiresAt },
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export function getSessionQueryOptions() {
  return queryOptions({
    queryKey: ['session'],
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 60_000,
    retry: false,
  });
}

export function useSession() {
  return useQuery(getSessionQueryOptions());
}

function isSession(data: unknown): data is TSession {
  if (typeof data !== 'object' || data === null) return false;
  const { user, session } = data as Partial<TSession>;
  return typeof user === 'object' && user !== null && typeof session === 'object' && session !== null;
}

/** A `redirect` query value: slashes stay readable (`/dashboard`), all else that could break the query is encoded. */
export function encodeRedirect(redirect: string): string {
  return encodeURIComponent(redirect).replace(/%2F/gi, '/');
}

/** Where the auth guard and the Login/Signup button send a visitor: back to `redirect` after sign-in. */
export function loginPath(redirect: string): string {
  return `/auth/login?redirect=${encodeRedirect(redirect)}`;
}

/**
 * The `redirect` query of the sign-in pages, kept to a path of this portal (never `//host` or a full
 * URL), so a crafted link cannot send a student elsewhere after they sign in.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
