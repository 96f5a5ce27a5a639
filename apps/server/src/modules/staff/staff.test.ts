import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffClient, authPost, staffMember } from '../../test/staff';
import {
  ORIGIN,
  PASSWORD,
  cookieOf,
  latestMail,
  mailedToken,
  signIn,
  verifiedStudent,
} from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';

let t: TestApp;
let admin: StaffClient;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  admin = await staffMember(t, 'admin');
});
afterAll(() => t.close());

const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const send = (method: 'POST' | 'PATCH', url: string, cookie: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie, origin: ORIGIN }, payload });

describe('a staff account', () => {
  it('is invited by mail, chooses a password, and signs in with a code from its authenticator app', async () => {
    const mail = await latestMail(t, admin.email);
    expect(mail?.subject).toMatch(/invited to the .* staff console/);
    const me = await get('/api/v1/staff/me/', admin.cookie);
    expect(me.json()).toMatchObject({
      email: admin.email,
      role: 'admin',
      two_factor_enabled: true,
      active: true,
    });
    expect(me.json().joined_at).not.toBeNull();

    // the password alone opens no session: Better Auth asks for the second factor
    const first = await signIn(t, admin.email);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await get('/api/v1/staff/me/', cookieOf(first))).statusCode).toBe(401);
    const second = await authPost(
      t,
      '/api/auth/two-factor/verify-totp',
      { code: admin.totp!.generate() },
      cookieOf(first),
    );
    expect(second.statusCode).toBe(200);
    expect((await get('/api/v1/staff/me/', cookieOf(second))).statusCode).toBe(200);
  });

  it('reaches only its own page until a second factor is set up', async () => {
    const registrar = await staffMember(t, 'registrar', { secondFactor: false });
    expect((await get('/api/v1/staff/me/', registrar.cookie)).json()).toMatchObject({
      role: 'registrar',
      two_factor_enabled: false,
    });
    const refused = await get('/api/v1/staff/members/', registrar.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('two_factor_required');
  });

  it('is not a student, and a student is not staff', async () => {
    expect((await get('/api/v1/me/', admin.cookie)).statusCode).toBe(401);
    const { cookie } = await verifiedStudent(t, 'not-staff@example.ca');
    const refused = await get('/api/v1/staff/me/', cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('permission_denied');
  });

  it("has its invitation link work once, and Better Auth's own admin calls are closed", async () => {
    const member = await staffMember(t, 'support', { secondFactor: false });
    const token = await mailedToken(t, member.email, '/staff/set-password');
    expect(
      (await authPost(t, '/api/auth/reset-password', { newPassword: 'another pass 2026', token })).statusCode,
    ).toBe(400);
    const again = await authPost(
      t,
      '/api/auth/admin/set-role',
      { userId: member.id, role: 'admin' },
      admin.cookie,
    );
    expect(again.statusCode).toBe(404);
  });
});

describe('the staff list', () => {
  it('lets an admin invite, change and remove members, and records each write', async () => {
    const invited = await send('POST', '/api/v1/staff/members/', admin.cookie, {
      email: 'Bursar@School.test',
      name: 'Bea Bursar',
      role: 'finance',
    });
    expect(invited.statusCode).toBe(201);
    const member = invited.json();
    expect(member).toMatchObject({
      email: 'bursar@school.test',
      role: 'finance',
      active: true,
      joined_at: null,
    });
    expect((await latestMail(t, 'bursar@school.test'))?.links[0]).toMatch(/\/staff\/set-password\?token=/);

    const taken = await send('POST', '/api/v1/staff/members/', admin.cookie, {
      email: 'bursar@school.test',
      name: 'Again',
      role: 'support',
    });
    expect(taken.statusCode).toBe(409);
    const notInstructor = await send('PATCH', `/api/v1/staff/members/${member.id}/`, admin.cookie, {
      programs: [1],
    });
    expect(notInstructor.statusCode).toBe(400);

    const courses = (await get('/api/v1/courses/?limit=1', '')).json().results as { id: number }[];
    const changed = await send('PATCH', `/api/v1/staff/members/${member.id}/`, admin.cookie, {
      role: 'instructor',
      programs: [courses[0]!.id],
    });
    expect(changed.json()).toMatchObject({ role: 'instructor', programs: [courses[0]!.id] });

    const list = await get('/api/v1/staff/members/?search=bursar&ordering=-email', admin.cookie);
    expect(list.json()).toMatchObject({ count: 1, results: [{ email: 'bursar@school.test' }] });

    const log = (
      await get(`/api/v1/staff/audit/?entity=staff_member&entity_id=${member.id}&ordering=at`, admin.cookie)
    ).json();
    expect(log.results.map((e: { action: string }) => e.action)).toEqual([
      'staff_member.invite',
      'staff_member.update',
    ]);
    expect(log.results[1]).toMatchObject({
      actor_email: admin.email,
      actor_role: 'admin',
      before: { role: 'finance', programs: [] },
      after: { role: 'instructor', programs: [courses[0]!.id] },
    });
    expect(log.results[1].before).not.toHaveProperty('active');
  });

  it('ends a removed member’s sessions and refuses their sign-in', async () => {
    const member = await staffMember(t, 'support');
    const removed = await send('PATCH', `/api/v1/staff/members/${member.id}/`, admin.cookie, {
      active: false,
    });
    expect(removed.json().active).toBe(false);
    expect((await get('/api/v1/staff/me/', member.cookie)).statusCode).toBe(401);
    expect((await signIn(t, member.email, PASSWORD)).statusCode).toBe(403);
  });

  it('keeps an active admin: no admin demotes themself', async () => {
    const refused = await send('PATCH', `/api/v1/staff/members/${admin.id}/`, admin.cookie, {
      role: 'support',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('You cannot remove your own admin role.');
  });
});

describe('the audit log', () => {
  it('cannot be changed or emptied row by row, even in the database', async () => {
    await expect(t.ctx.db.execute(sql`update audit_entries set action = 'nothing'`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`delete from audit_entries`)).rejects.toThrow();
  });

  it('exports as CSV, with a formula written as text', async () => {
    await send('POST', '/api/v1/staff/members/', admin.cookie, {
      email: 'formula@school.test',
      name: '=HYPERLINK("http://example.com")',
      role: 'support',
    });
    const csv = await get('/api/v1/staff/audit/export/?action=staff_member.invite', admin.cookie);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe('at,actor_email,actor_role,action,entity,entity_id,student_id,before,after,address');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(csv.body).toContain(`""name"":""=HYPERLINK`);
  });
});
