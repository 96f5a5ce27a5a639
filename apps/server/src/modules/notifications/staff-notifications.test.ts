import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, subscriptions } from '../../db/schema';
import { enrolledStudent } from '../../test/journey';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';

const FREE = 'digital-literacy-essentials';
let t: TestApp;
let support: StaffClient;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  support = await staffMember(t, 'support');
}, 120_000);
afterAll(() => t.close());

const send = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/staff/notifications/',
    headers: { cookie: support.cookie, origin: ORIGIN },
    payload,
  });
const bell = async (cookie: string) =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/v1/notifications/', headers: { cookie } })).json()
      .results as { notification: { heading: string; message: string } }[]
  ).map((n) => n.notification.heading);

describe('notices from the school', () => {
  it("reach one student's bell, with who wrote them in the audit log", async () => {
    const { cookie, me } = await verifiedStudent(t, 'one.notice@example.ca');
    const res = await send({
      student: me.profile.id,
      type: 'general',
      heading: 'Your permit is on file',
      message: 'Thank you for bringing it in.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ notified: 1 });
    expect((await bell(cookie))[0]).toBe('Your permit is on file');
    const [entry] = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.action, 'notification.send'), eq(auditEntries.entityId, String(me.profile.id))),
      );
    expect(entry).toMatchObject({ actorEmail: support.email, entity: 'student', after: { recipients: 1 } });
  });

  it('reach every student of a program still enrolled in it, once each', async () => {
    const a = await enrolledStudent(t, 'a.notice@example.ca', FREE);
    const b = await enrolledStudent(t, 'b.notice@example.ca', FREE);
    const gone = await enrolledStudent(t, 'gone.notice@example.ca', FREE);
    await t.ctx.db
      .update(subscriptions)
      .set({ status: 'cancelled' })
      .where(eq(subscriptions.id, gone.subscription));
    const [enrolled] = await t.ctx.db
      .select({ courseId: subscriptions.courseId })
      .from(subscriptions)
      .where(eq(subscriptions.id, a.subscription));
    const res = await send({
      program: enrolled!.courseId,
      type: 'general',
      heading: 'Snow day',
      message: 'Class is online.',
    });
    expect(res.json().notified).toBeGreaterThanOrEqual(2);
    for (const s of [a, b]) expect((await bell(s.cookie)).filter((h) => h === 'Snow day')).toHaveLength(1);
    expect(await bell(gone.cookie)).not.toContain('Snow day');
  });

  it('refuse a notice with no one or two kinds of recipient, or someone unknown', async () => {
    const notice = { type: 'general', heading: 'Hello', message: 'Hi.' };
    expect((await send(notice)).statusCode).toBe(400);
    expect((await send({ ...notice, student: 1, program: 1 })).statusCode).toBe(400);
    expect((await send({ ...notice, student: 999_999 })).statusCode).toBe(404);
    expect((await send({ ...notice, student: 1, heading: ' ' })).statusCode).toBe(400);
  });
});
