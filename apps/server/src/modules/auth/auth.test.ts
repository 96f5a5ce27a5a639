import { PASSWORD_RULE } from '@portal/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';
import {
  ORIGIN,
  PASSWORD,
  clientAddress,
  cookieOf,
  latestMail,
  mailedToken,
  signIn,
  signUp,
  verifiedStudent,
  verifyEmail,
} from '../../test/students';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const session = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: { cookie } });

describe('sign-up and email verification', () => {
  it('mails a branded verification link whose use signs the student in', async () => {
    const res = await signUp(t, { email: 'Nadia.Roy@example.ca', first_name: 'Nadia', last_name: 'Roy' });
    expect(res.statusCode).toBe(200);
    // no session before the email is verified
    expect(cookieOf(res)).toBe('');

    const mail = await latestMail(t, 'nadia.roy@example.ca');
    expect(mail?.subject).toBe('Verify your email for Maple Ridge College of Applied Skills');
    expect(mail?.html).toContain('/api/v1/media/logo');
    expect(mail?.text).toContain('Welcome, Nadia');

    const verified = await verifyEmail(t, await mailedToken(t, 'nadia.roy@example.ca', '/auth/verify'));
    expect(verified.statusCode).toBe(200);
    const cookie = cookieOf(verified);
    const user = (await me(cookie)).json();
    expect(user).toMatchObject({
      email: 'nadia.roy@example.ca',
      sub: user.id,
      profile: { first_name: 'Nadia', last_name: 'Roy', full_name: 'Nadia Roy', email_verified: true },
    });
    expect((await session(cookie)).json().user.emailVerified).toBe(true);
  });

  it('refuses a verification link used twice, without signing anyone in', async () => {
    await signUp(t, { email: 'twice@example.ca' });
    const token = await mailedToken(t, 'twice@example.ca', '/auth/verify');
    expect((await verifyEmail(t, token)).statusCode).toBe(200);
    const again = await verifyEmail(t, token);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('LINK_ALREADY_USED');
    expect(cookieOf(again)).toBe('');
  });

  it('refuses a verification link after 24 hours', async () => {
    await signUp(t, { email: 'late@example.ca' });
    const token = await mailedToken(t, 'late@example.ca', '/auth/verify');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 25 * 3600 * 1000 });
    const res = await verifyEmail(t, token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_EXPIRED');
  });

  it('answers a sign-up with a known email exactly like a new one, and tells the owner instead', async () => {
    await verifiedStudent(t, 'owner@example.ca');
    const again = await signUp(t, { email: 'owner@example.ca', first_name: 'Someone', last_name: 'Else' });
    const fresh = await signUp(t, {
      email: 'brand-new@example.ca',
      first_name: 'Someone',
      last_name: 'Else',
    });
    expect(again.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(again.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(Object.keys(again.json().user).sort()).toEqual(Object.keys(fresh.json().user).sort());
    expect((await latestMail(t, 'owner@example.ca'))?.subject).toMatch(/tried to create/);
    // the owner's password still works: no second account, nothing changed
    expect((await signIn(t, 'owner@example.ca')).statusCode).toBe(200);
  });

  it('refuses a weak password with the rule', async () => {
    for (const password of ['short1', 'onlyletters', '1234567890']) {
      const res = await signUp(t, { email: `weak-${password}@example.ca`, password });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PASSWORD_RULE);
    }
  });

  it('mails in the language the student chose', async () => {
    await signUp(t, { email: 'fr@example.ca', first_name: 'Élodie', language: 'fr-CA' });
    const mail = await latestMail(t, 'fr@example.ca');
    expect(mail?.subject).toBe('Confirmez votre courriel pour Maple Ridge College of Applied Skills');
    expect(mail?.text).toContain('Bienvenue, Élodie');
  });
});

describe('sign-in and sign-out', () => {
  it('gives the same answer for a wrong password and an unknown email', async () => {
    await verifiedStudent(t, 'known@example.ca');
    const wrong = await signIn(t, 'known@example.ca', 'not the password 1');
    const unknown = await signIn(t, 'nobody@example.ca', 'not the password 1');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password');
  });

  it('lets an unverified student sign in, who is then asked to verify', async () => {
    await signUp(t, { email: 'unverified@example.ca' });
    const res = await signIn(t, 'unverified@example.ca');
    expect(res.statusCode).toBe(200);
    const user = (await me(cookieOf(res))).json();
    expect(user.profile.email_verified).toBe(false);
  });

  it('ends the session at logout', async () => {
    const { cookie } = await verifiedStudent(t, 'leaving@example.ca');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: ORIGIN },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await session(cookie)).json()).toBeNull();
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('answers 429 after 60 sign-ins a minute from one address, whatever the client adds before it', async () => {
    // behind one proxy the address it appended counts, not the ones the client wrote in front of it
    const codes = [];
    for (let i = 0; i < 61; i++) {
      // an email each, so that no account's own limit of failures comes first
      const res = await signIn(
        t,
        `guess-${i}@example.ca`,
        'wrong password 1',
        `${clientAddress()}, 198.51.100.7`,
      );
      codes.push(res.statusCode);
      if (i === 60) expect(res.json().message).toBe('Too many requests. Please try again later.');
    }
    expect(codes).toEqual([...Array<number>(60).fill(401), 429]);
    expect((await signIn(t, 'guess-61@example.ca', 'wrong password 1', '198.51.100.8')).statusCode).toBe(401);
  });

  it('lets a class of 40 behind one school address sign up and sign in within a minute', async () => {
    const lab = clientAddress();
    const emails = Array.from({ length: 40 }, (_, i) => `lab-${i}@example.ca`);
    for (const email of emails) expect((await signUp(t, { email }, lab)).statusCode).toBe(200);
    const codes = [];
    for (const email of emails) codes.push((await signIn(t, email, PASSWORD, lab)).statusCode);
    expect(codes).toEqual(Array<number>(40).fill(200));
  });

  it('never limits reading the session, which every page load of a class behind one address does', async () => {
    const ip = clientAddress();
    const codes = new Set<number>();
    for (let i = 0; i < 120; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { 'x-forwarded-for': ip },
      });
      codes.add(res.statusCode);
    }
    expect([...codes]).toEqual([200]);
  });

  it('refuses a sign-in posted from another site', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example', cookie: 'x=1', 'x-forwarded-for': clientAddress() },
      payload: { email: 'known@example.ca', password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('password change by mailed link', () => {
  it('mails a single-use link that sets the new password and ends every session', async () => {
    const { cookie, me: user } = await verifiedStudent(t, 'changer@example.ca');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/student/change-password/',
      headers: { cookie, origin: ORIGIN },
      payload: {
        user_id: user.id,
        student_id: user.profile.id,
        change_password_url: `${ORIGIN}/reset-password`,
      },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toContain('changer@example.ca');
    const token = await mailedToken(t, 'changer@example.ca', '/reset-password');

    const reset = (newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        headers: { origin: ORIGIN, 'x-forwarded-for': clientAddress() },
        payload: { newPassword, token },
      });
    expect((await reset('weakpass')).json().message).toBe(PASSWORD_RULE);
    expect((await reset('new maple 2027')).statusCode).toBe(200);
    expect((await session(cookie)).json()).toBeNull();
    expect((await signIn(t, 'changer@example.ca')).statusCode).toBe(401);
    expect((await signIn(t, 'changer@example.ca', 'new maple 2027')).statusCode).toBe(200);
    // used once, the link is spent
    const reused = await reset('another maple 2028');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('INVALID_TOKEN');
  });

  it('refuses a password link after an hour', async () => {
    await verifiedStudent(t, 'slow@example.ca');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN, 'x-forwarded-for': clientAddress() },
      payload: { email: 'slow@example.ca', redirectTo: `${ORIGIN}/auth/new-password` },
    });
    const token = await mailedToken(t, 'slow@example.ca', '/auth/new-password');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60 * 1000 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: ORIGIN, 'x-forwarded-for': clientAddress() },
      payload: { newPassword: 'late maple 2027', token },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });

  it('answers a forgotten-password request alike for known and unknown emails', async () => {
    const ask = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: ORIGIN, 'x-forwarded-for': clientAddress() },
        payload: { email, redirectTo: `${ORIGIN}/auth/new-password` },
      });
    await verifiedStudent(t, 'forgetful@example.ca');
    const known = await ask('forgetful@example.ca');
    const unknown = await ask('stranger@example.ca');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await latestMail(t, 'stranger@example.ca')).toBeUndefined();
  });

  it('never mails a link that leads away from the portal', async () => {
    const { cookie, me: user } = await verifiedStudent(t, 'phished@example.ca');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/student/change-password/',
      headers: { cookie, origin: ORIGIN },
      payload: {
        user_id: user.id,
        student_id: user.profile.id,
        change_password_url: 'https://evil.example/reset',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ change_password_url: ['The link must lead to a page of this portal.'] });
  });
});

describe('rate limits without a proxy', () => {
  it('count each client address apart', async () => {
    const direct = await createTestApp({ env: { TRUST_PROXY: 'false' } });
    try {
      let tries = 0;
      const attempt = (ip: string) =>
        direct.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: ip,
          // a client cannot choose its address when no proxy is trusted
          headers: { origin: ORIGIN, 'x-forwarded-for': '203.0.113.9' },
          // an email each, so that only the address's limit is met
          payload: { email: `nobody-${tries++}@example.ca`, password: 'wrong password 1' },
        });
      for (let i = 0; i < 60; i++) expect((await attempt('198.51.100.1')).statusCode).toBe(401);
      expect((await attempt('198.51.100.1')).statusCode).toBe(429);
      expect((await attempt('198.51.100.2')).statusCode).toBe(401);
    } finally {
      await direct.close();
    }
  });
});

describe('social sign-in', () => {
  it('is offered once a provider is configured, and leads to its consent page', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/site-config/' })).json().sign_in_providers,
    ).toEqual([]);
    const google = await createTestApp({
      demo: true,
      env: { GOOGLE_CLIENT_ID: 'portal-client', GOOGLE_CLIENT_SECRET: 'secret' },
    });
    try {
      expect(
        (await google.app.inject({ method: 'GET', url: '/api/v1/site-config/' })).json().sign_in_providers,
      ).toEqual(['google']);
      const res = await google.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        headers: { origin: ORIGIN },
        payload: { provider: 'google', callbackURL: '/dashboard' },
      });
      expect(res.statusCode).toBe(200);
      const url = new URL(res.json().url);
      expect(url.hostname).toBe('accounts.google.com');
      expect(url.searchParams.get('client_id')).toBe('portal-client');
      expect(url.searchParams.get('redirect_uri')).toBe('http://portal.test/api/auth/callback/google');
    } finally {
      await google.close();
    }
  });
});

describe('the per-address limit of a school network', () => {
  // 135 sign-ins, each hashing a password as Better Auth does for an unknown address too
  it(
    'counts each minute on its own, so a steady stream of sign-ins from one address keeps passing',
    { timeout: 90_000 },
    async () => {
      let offset = 0;
      const school = await createTestApp({ now: () => new Date(Date.now() + offset) });
      try {
        const codes: number[] = [];
        for (let minute = 0; minute < 3; minute++) {
          for (let i = 0; i < 45; i++) {
            const res = await signIn(
              school,
              `stream-${minute}-${i}@example.ca`,
              'wrong password 1',
              '198.51.100.20',
            );
            codes.push(res.statusCode);
          }
          offset += 61_000;
        }
        expect(codes).toEqual(Array<number>(135).fill(401));
      } finally {
        await school.close();
      }
    },
  );
});
