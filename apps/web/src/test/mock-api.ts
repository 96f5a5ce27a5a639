import { vi } from 'vitest';
import { course, currentUser, freeCourse, institute, listOf, siteConfig } from './fixtures';

type Handler = unknown | ((url: URL, init?: RequestInit) => Response | Promise<Response>);

export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces fetch with the server's public answers (institute, site config, two programs, no session)
 * and the student's record for when a test signs in; `overrides` replaces or adds answers by pathname.
 * An unknown path answers 404.
 */
export function mockApi(overrides: Record<string, Handler> = {}) {
  const routes: Record<string, Handler> = {
    '/api/v1/institute/': listOf([institute]),
    '/api/v1/site-config/': siteConfig,
    '/api/v1/courses/': listOf([course, freeCourse]),
    '/api/auth/get-session': null,
    '/api/v1/me/': currentUser,
    // the header's notification bell asks for it on every page a student is signed in on
    '/api/v1/notifications/unseen-count/': { count: 0 },
    ...overrides,
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const handler = routes[url.pathname];
    if (handler === undefined) return jsonResponse({ detail: 'Not found.' }, 404);
    if (typeof handler === 'function') return (handler as (u: URL, i?: RequestInit) => Response)(url, init);
    return jsonResponse(handler);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const signedIn = {
  user: { id: 'u1', email: 'sam@example.com', name: 'Sam Student', emailVerified: true },
  session: { id: 's1', expiresAt: '2099-01-01T00:00:00.000Z' },
};

/** The session of a student who signed up but has not opened the verification link yet. */
export const signedInUnverified = {
  user: { ...signedIn.user, emailVerified: false },
  session: { id: 's2', expiresAt: '2099-01-01T00:00:00.000Z' },
};

/** The JSON bodies fetch was called with for `pathname`, oldest first. */
export function requestsTo(fetchMock: ReturnType<typeof mockApi>, pathname: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === pathname)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
