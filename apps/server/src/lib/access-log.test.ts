import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookieOf, mailedToken, signUp, verifyEmail } from '../test/students';
import { type TestApp, createTestApp } from '../test/test-app';
import { createLogger } from './logger';

let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  t = await createTestApp({ build: { logger } });
});
afterAll(() => t.close());

type Line = Record<string, unknown>;
const linesOf = (requestId: string) =>
  lines.map((line) => JSON.parse(line) as Line).filter((line) => line.reqId === requestId);

/** The request's lines, once its access line is written (after the answer has left). */
async function loggedFor(requestId: string): Promise<Line[]> {
  await vi.waitFor(() => expect(linesOf(requestId).some((line) => line.msg === 'request')).toBe(true));
  return linesOf(requestId);
}

describe('the request id', () => {
  it('is sent back on every answer: the one given when it looks like an id, else a new one', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-7f3a.2:1' },
    });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.2:1');
    for (const unsafe of ['two words', 'x'.repeat(129), '<script>', '']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/nothing-here/',
        headers: { 'x-request-id': unsafe },
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-request-id'], unsafe).toMatch(/^[0-9a-f-]{36}$/);
    }
    const auth = await t.app.inject({ method: 'GET', url: '/api/auth/get-session' });
    expect(auth.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the access log', () => {
  it('writes one line per request: method, route pattern, status, time and request id', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/courses/12345/?ref=mail',
      headers: { 'x-request-id': 'one-line' },
    });
    const logged = await loggedFor('one-line');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      route: '/api/v1/courses/:id/',
      status: 404,
      responseTime: expect.any(Number),
    });
    expect(JSON.stringify(logged)).not.toContain('12345');
  });

  it('never writes a cookie, an authorization header or a token of the query string', async () => {
    const email = 'logged@example.ca';
    expect((await signUp(t, { email })).statusCode).toBe(200);
    const token = await mailedToken(t, email, '/auth/verify');
    const verified = await verifyEmail(t, token);
    const cookie = cookieOf(verified);
    expect(cookie).not.toBe('');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/me/',
      headers: { cookie, authorization: 'Bearer bearer-secret-1', 'x-request-id': 'with-secrets' },
    });
    expect(me.statusCode).toBe(200);
    expect(await loggedFor('with-secrets')).toHaveLength(1);
    await loggedFor(String(verified.headers['x-request-id']));
    const written = lines.join('\n');
    const cookieValues = cookie.split('; ').map((pair) => pair.slice(pair.indexOf('=') + 1));
    for (const secret of [token, ...cookieValues, 'bearer-secret-1']) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain('"route":"/api/auth/*"');
  });
});
