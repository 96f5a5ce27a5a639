import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const origin = { origin: 'http://portal.test' };

function cookieOf(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie'];
  const list = Array.isArray(header) ? header : [String(header)];
  return list.map((c: string) => c.split(';')[0]).join('; ');
}

describe('sign-in with Better Auth at /api/auth', () => {
  it('answers null for get-session without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/get-session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });

  it('signs up, keeps the session in an httpOnly cookie, and ends it at sign-out', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: origin,
      payload: { email: 'amira@example.ca', password: 'correct horse battery', name: 'Amira Haddad' },
    });
    expect(signUp.statusCode).toBe(200);
    expect(String(signUp.headers['set-cookie'])).toMatch(/HttpOnly/i);
    const cookie = cookieOf(signUp);

    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ email: 'amira@example.ca', name: 'Amira Haddad' });

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, ...origin },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(after.json()).toBeNull();
  });

  it('refuses a state-changing call from another origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example', cookie: 'x=1' },
      payload: { email: 'amira@example.ca', password: 'correct horse battery' },
    });
    expect(res.statusCode).toBe(403);
  });
});
