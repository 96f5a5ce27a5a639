import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';

let t: TestApp;
let other: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  other = await secondInstance(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const patch = (app: TestApp, member: StaffClient, id: string, payload: object) =>
  app.app.inject({
    method: 'PATCH',
    url: `/api/v1/staff/members/${id}/`,
    headers: { cookie: member.cookie, origin: ORIGIN },
    payload,
  });

describe('staff accounts changed at once, through two processes', () => {
  it('invite one address once: the other invitation is refused', async () => {
    const admin = await staffMember(t, 'admin');
    const invite = (app: TestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/api/v1/staff/members/',
        headers: { cookie: admin.cookie, origin: ORIGIN },
        payload: { email: 'twice@school.test', name: 'Twice', role: 'support' },
      });
    const answers = await Promise.all([invite(t), invite(other), invite(t), invite(other)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('keep an admin when two admins demote each other', async () => {
    const first = await staffMember(t, 'admin');
    const second = await staffMember(t, 'admin');
    // the first test's admin steps aside, so that these two are the school's only admins
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/staff/members/?role=admin',
      headers: { cookie: first.cookie },
    });
    for (const { id } of list.json().results as { id: string }[]) {
      if (id !== first.id && id !== second.id)
        expect((await patch(t, first, id, { role: 'support' })).statusCode).toBe(200);
    }
    const answers = await Promise.all([
      patch(t, first, second.id, { role: 'registrar' }),
      patch(other, second, first.id, { role: 'registrar' }),
    ]);
    // the second finds its author's session ended with their role (401), or, when it was let in before,
    // the other no longer an admin: it would leave the school without one (409)
    const [won, lost] = answers.map((a) => a.statusCode).sort();
    expect(won).toBe(200);
    expect([401, 409]).toContain(lost);
    const admins = await t.ctx.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.banned, false)));
    expect(admins[0]!.n).toBe(1);
  });
});
