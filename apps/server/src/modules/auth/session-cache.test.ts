import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Enrolled, contentUrl, enrolledStudent } from '../../test/journey';
import {
  ORIGIN,
  PASSWORD,
  cookieOf,
  decideField,
  mailedToken,
  signIn,
  signUp,
  verifiedStudent,
  verifyEmail,
} from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { type CachedStudent, cachedStudent, forgetUser, lookupStudent } from './session-cache';

// Every test reads first, so the student is remembered, then checks that a change is seen at once.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: { cookie } });
const authPost = (url: string, cookie: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/auth/${url}`, headers: { cookie, origin: ORIGIN }, payload });

describe('remembered sessions', () => {
  it('answers 401 to the old cookie right after sign-out', async () => {
    const { cookie } = await verifiedStudent(t, 'cache-out@example.ca');
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await authPost('sign-out', cookie)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('answers 401 at once to a session revoked from another one', async () => {
    const { cookie: first } = await verifiedStudent(t, 'cache-revoke@example.ca');
    const second = cookieOf(await signIn(t, 'cache-revoke@example.ca'));
    expect((await me(first)).statusCode).toBe(200);
    expect((await me(second)).statusCode).toBe(200);
    expect((await authPost('revoke-other-sessions', second)).statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('answers 401 to every session after a password change that ends the others', async () => {
    const { cookie: first } = await verifiedStudent(t, 'cache-password@example.ca');
    const second = cookieOf(await signIn(t, 'cache-password@example.ca'));
    expect((await me(first)).statusCode).toBe(200);
    const changed = await authPost('change-password', second, {
      currentPassword: PASSWORD,
      newPassword: 'maple syrup 2027',
      revokeOtherSessions: true,
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
  });

  it('refuses a remembered token with a signature of its own making', async () => {
    const { cookie } = await verifiedStudent(t, 'cache-forged@example.ca');
    expect((await me(cookie)).statusCode).toBe(200);
    const forged = cookie.replace(/\.[^.;]+(?=;|$)/, '.forged%3D');
    expect(forged).not.toBe(cookie);
    expect((await me(forged)).statusCode).toBe(401);
  });

  it('sees the email verified at once on the session that was waiting for it', async () => {
    expect((await signUp(t, { email: 'cache-verify@example.ca' })).statusCode).toBe(200);
    const waiting = cookieOf(await signIn(t, 'cache-verify@example.ca'));
    const blocked = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/',
      headers: { cookie: waiting },
    });
    expect(blocked.statusCode).toBe(403);
    await verifyEmail(t, await mailedToken(t, 'cache-verify@example.ca', '/auth/verify'));
    expect((await me(waiting)).json().profile.email_verified).toBe(true);
  });

  it('shows a language or profile change on the next read', async () => {
    const { cookie, me: before } = await verifiedStudent(t, 'cache-profile@example.ca');
    const first = (await me(cookie)).json();
    const language = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/',
      headers: { cookie, origin: ORIGIN },
      payload: { language: 'fr-CA' },
    });
    expect(language.statusCode).toBe(200);
    expect((await me(cookie)).json().language).toBe('fr-CA');
    await decideField(t, before.profile.id, 'first_name', 'verified');
    const after = (await me(cookie)).json();
    expect(after.profile.profile_completion_percentage).toBeGreaterThan(
      first.profile.profile_completion_percentage,
    );
  });

  it('shows a change another process made on the next read, which this process was never told of', async () => {
    const { cookie } = await verifiedStudent(t, 'cache-elsewhere@example.ca');
    expect((await me(cookie)).json().language).toBe('en');
    // as another process behind the same load balancer writes: straight to the database
    await t.ctx.db.execute(
      sql`update users set language = 'fr-CA' where email = 'cache-elsewhere@example.ca'`,
    );
    await t.ctx.db.execute(
      sql`update student_profiles set address = '9 Rue Sainte-Catherine'
           where user_id = (select id from users where email = 'cache-elsewhere@example.ca')`,
    );
    expect((await me(cookie)).json().language).toBe('fr-CA');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/student/profile/',
      headers: { cookie },
    });
    expect(profile.json().address).toBe('9 Rue Sainte-Catherine');
  });
});

describe('the course room with remembered students and programs', () => {
  let ana: Enrolled;
  let ben: Enrolled;
  beforeAll(async () => {
    ana = await enrolledStudent(t, 'cache-ana@example.ca', 'digital-literacy-essentials');
    ben = await enrolledStudent(t, 'cache-ben@example.ca', 'digital-literacy-essentials');
  });

  it("answers 404 to another student's subscription, however often each reads", async () => {
    const sections = await t.app.inject({
      method: 'GET',
      url: `/api/v1/sections/?course=${ana.course.id}&subscription=${ana.subscription}`,
      headers: { cookie: ana.cookie },
    });
    const first = sections.json().results[0].contents[0].id as number;
    for (let i = 0; i < 3; i++) {
      const own = await t.app.inject({ url: contentUrl(ana, first), headers: { cookie: ana.cookie } });
      expect(own.statusCode).toBe(200);
      expect(own.json().subscription).toBe(ana.subscription);
      const other = await t.app.inject({ url: contentUrl(ana, first), headers: { cookie: ben.cookie } });
      expect(other.statusCode).toBe(404);
    }
  });

  it("shows the student's own progress at once after a view", async () => {
    const url = `/api/v1/sections/?course=${ben.course.id}&subscription=${ben.subscription}`;
    const before = (await t.app.inject({ url, headers: { cookie: ben.cookie } })).json();
    const first = before.results[0].contents[0];
    expect(first.is_completed).toBe(false);
    const viewed = await t.app.inject({
      url: contentUrl(ben, first.id, 'view/'),
      headers: { cookie: ben.cookie },
    });
    expect(viewed.statusCode).toBe(200);
    const after = (await t.app.inject({ url, headers: { cookie: ben.cookie } })).json();
    expect(after.results[0].contents[0].is_completed).toBe(true);
    // Ana's record of the same item is hers alone
    const hers = await t.app.inject({
      url: `/api/v1/sections/?course=${ana.course.id}&subscription=${ana.subscription}`,
      headers: { cookie: ana.cookie },
    });
    expect(hers.json().results[0].contents[0].is_completed).toBe(false);
  });
});

describe('a session looked up', () => {
  const student = (id: string) =>
    ({
      user: { id, email: `${id}@example.ca`, name: id, emailVerified: true, language: 'en' },
      sessionId: `session-${id}`,
      profile: { id: 1 },
    }) as CachedStudent;
  const later = new Date(Date.now() + 60_000);

  it('asks once however many requests wait for the same cookie', async () => {
    let asked = 0;
    const lookup = async () => {
      asked += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { student: student('burst'), expiresAt: later };
    };
    const all = await Promise.all(Array.from({ length: 50 }, () => lookupStudent('burst.sig', lookup)));
    expect(asked).toBe(1);
    expect(new Set(all.map((s) => s?.user.id))).toEqual(new Set(['burst']));
    expect(cachedStudent('burst.sig')?.user.id).toBe('burst');
  });

  it('does not keep what it found when a change was forgotten while it ran', async () => {
    let finish: () => void = () => {};
    const found = lookupStudent(
      'raced.sig',
      () =>
        new Promise((resolve) => {
          finish = () => resolve({ student: student('raced'), expiresAt: later });
        }),
    );
    forgetUser('raced');
    finish();
    expect((await found)?.user.id).toBe('raced');
    expect(cachedStudent('raced.sig')).toBeNull();
  });
});
