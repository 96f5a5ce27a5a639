import { vi } from 'vitest';
import { course, freeCourse, institute, listOf, siteConfig } from './fixtures';

type Handler = unknown | ((url: URL, init?: RequestInit) => Response | Promise<Response>);

export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces fetch with the server's public answers (institute, site config, two programs, no session);
 * `overrides` replaces or adds answers by pathname. An unknown path answers 404.
 */
export function mockApi(overrides: Record<string, Handler> = {}) {
  const routes: Record<string, Handler> = {
    '/api/v1/institute/': listOf([institute]),
    '/api/v1/site-config/': siteConfig,
    '/api/v1/courses/': listOf([course, freeCourse]),
    '/api/auth/get-session': null,
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
