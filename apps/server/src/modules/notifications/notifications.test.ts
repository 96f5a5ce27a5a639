import { NOTIFICATION_COUNT_CAP, type TListNotificationsResponse } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { ORIGIN, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { notify } from './notifications.service';

let t: TestApp;
let clock = Date.parse('2026-03-02T15:00:00Z');
beforeEach(async () => {
  t = await createTestApp({ now: () => new Date((clock += 1000)) });
});
afterEach(() => t.close());

async function student(email = 'ana@example.com') {
  const { cookie, me } = await verifiedStudent(t, email);
  return { cookie, id: me.profile.id };
}

async function list(cookie: string, query = '') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/notifications/${query}`,
    headers: { cookie },
  });
  return { status: res.statusCode, body: res.json() as TListNotificationsResponse };
}

const patch = (cookie: string, url: string, payload?: object) =>
  t.app.inject({ method: 'PATCH', url, headers: { cookie, origin: ORIGIN }, payload });

const unseen = async (cookie: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/v1/notifications/unseen-count/', headers: { cookie } })
  ).json().count as number;

describe('notification list', () => {
  it('lists newest first in pages of 20 with links and the unseen count', async () => {
    const s = await student();
    for (let i = 1; i <= 25; i++) {
      await notify(t.ctx, s.id, { type: 'payment', heading: `Heading ${i}`, message: `Message ${i}` });
    }
    const first = await list(s.cookie);
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(25);
    expect(first.body.unseen_count).toBe(25);
    expect(first.body.results).toHaveLength(20);
    expect(first.body.results[0]).toMatchObject({
      is_read: false,
      notification: {
        heading: 'Heading 25',
        message: 'Message 25',
        type: 'payment',
        route_params: {},
        payload: {},
      },
    });
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe('http://portal.test/api/v1/notifications/?offset=20&limit=20');

    const second = await list(s.cookie, '?offset=20&limit=20');
    expect(second.body.results.map((r) => r.notification.heading)).toEqual(
      ['5', '4', '3', '2', '1'].map((n) => `Heading ${n}`),
    );
    expect(second.body.next).toBeNull();
    expect((await list(s.cookie, '?limit=100')).body.results).toHaveLength(25);
  });

  it('filters by type and by unread, while unseen_count stays the total unread', async () => {
    const s = await student();
    const quiz = await notify(t.ctx, s.id, {
      type: 'quiz',
      heading: 'Quiz graded',
      message: 'm',
      route_params: { course_slug: 'first-aid', subscription_id: 4 },
    });
    await notify(t.ctx, s.id, { type: 'payment', heading: 'Paid', message: 'm' });
    await notify(t.ctx, s.id, { type: 'quiz', heading: 'Quiz graded again', message: 'm' });
    await patch(s.cookie, `/api/v1/notifications/${quiz.id}/update-read-status/`, { is_read: true });

    const quizzes = await list(s.cookie, '?notification__type=quiz');
    expect(quizzes.body.count).toBe(2);
    expect(quizzes.body.results.map((r) => r.notification.heading)).toEqual([
      'Quiz graded again',
      'Quiz graded',
    ]);
    expect(quizzes.body.results[1]!.notification.route_params).toEqual({
      course_slug: 'first-aid',
      subscription_id: 4,
    });
    expect(quizzes.body.unseen_count).toBe(2);

    const unread = await list(s.cookie, '?is_read=false');
    expect(unread.body.results.map((r) => r.notification.heading)).toEqual(['Quiz graded again', 'Paid']);
    const unreadQuizzes = await list(s.cookie, '?notification__type=quiz&is_read=false');
    expect(unreadQuizzes.body.count).toBe(1);
  });

  it('counts a long history exactly, and by type up to the cap, with the right links', async () => {
    const s = await student();
    const total = NOTIFICATION_COUNT_CAP + 30;
    // one statement: ten thousand events one by one would only slow the test down
    await t.ctx.db.insert(notifications).values(
      Array.from({ length: total }, (_, i) => ({
        studentId: s.id,
        type: 'payment' as const,
        heading: `Heading ${i + 1}`,
        message: 'm',
        receivedAt: new Date(Date.parse('2026-01-01T00:00:00Z') + i * 1000),
        isRead: i < 5,
      })),
    );
    const first = await list(s.cookie);
    expect(first.body).toMatchObject({ count: total, unseen_count: total - 5 });
    expect(first.body.results[0]!.notification.heading).toBe(`Heading ${total}`);
    expect(first.body.next).toBe('http://portal.test/api/v1/notifications/?offset=20&limit=20');
    expect((await list(s.cookie, '?is_read=true')).body.count).toBe(5);
    // a page past the end has no row to carry the counts: they are read on their own
    const beyond = await list(s.cookie, `?offset=${total + 5}`);
    expect(beyond.body).toMatchObject({ count: total, results: [], unseen_count: total - 5 });

    const byType = await list(s.cookie, '?notification__type=payment');
    expect(byType.body.count).toBe(NOTIFICATION_COUNT_CAP);
    const last = await list(s.cookie, `?notification__type=payment&offset=${total - 10}&limit=20`);
    expect(last.body.count).toBe(total);
    expect(last.body.results).toHaveLength(10);
    expect(last.body.results.at(-1)!.notification.heading).toBe('Heading 1');
    expect(last.body.next).toBeNull();
    expect(await unseen(s.cookie)).toBe(total - 5);
  });

  it('refuses an unknown type, a negative offset and a limit over 100 with field errors', async () => {
    const s = await student();
    const bad = await list(s.cookie, '?notification__type=party');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      notification__type: ['Select a valid choice: not one of the notification types.'],
    });
    const negative = await list(s.cookie, '?offset=-1');
    expect(negative.status).toBe(400);
    expect(negative.body).toEqual({ offset: ['Ensure this value is greater than or equal to 0.'] });
    expect((await list(s.cookie, '?limit=101')).body).toEqual({
      limit: ['Ensure this value is less than or equal to 100.'],
    });
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/notifications/' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/notifications/unseen-count/' })).statusCode,
    ).toBe(401);
  });
});

describe('read status', () => {
  it('marks one read and unread, counting never below zero', async () => {
    const s = await student();
    const item = await notify(t.ctx, s.id, { type: 'support', heading: 'Answered', message: 'm' });
    expect(await unseen(s.cookie)).toBe(1);

    const read = await patch(s.cookie, `/api/v1/notifications/${item.id}/update-read-status/`, {
      is_read: true,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: item.id, is_read: true, unseen_count: 0 });
    // marking it read twice changes nothing
    await patch(s.cookie, `/api/v1/notifications/${item.id}/update-read-status/`, { is_read: true });
    expect(await unseen(s.cookie)).toBe(0);

    const unread = await patch(s.cookie, `/api/v1/notifications/${item.id}/update-read-status/`, {
      is_read: false,
    });
    expect(unread.json()).toMatchObject({ is_read: false, unseen_count: 1 });
  });

  it('marks all read, and again with nothing unread', async () => {
    const s = await student();
    for (const heading of ['a', 'b', 'c'])
      await notify(t.ctx, s.id, { type: 'payment', heading, message: 'm' });
    const all = await patch(s.cookie, '/api/v1/notifications/mark-all-read/');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ updated: 3, unseen_count: 0 });
    expect((await patch(s.cookie, '/api/v1/notifications/mark-all-read/')).json()).toEqual({
      updated: 0,
      unseen_count: 0,
    });
    expect((await list(s.cookie)).body.results.every((r) => r.is_read)).toBe(true);
  });

  it("answers 404 for another student's notification and leaves it unread", async () => {
    const ana = await student('ana@example.com');
    const ben = await student('ben@example.com');
    const anas = await notify(t.ctx, ana.id, { type: 'payment', heading: 'Paid', message: 'm' });
    const res = await patch(ben.cookie, `/api/v1/notifications/${anas.id}/update-read-status/`, {
      is_read: true,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ detail: 'Notification not found.' });
    expect(await unseen(ana.cookie)).toBe(1);
    expect((await list(ben.cookie)).body.count).toBe(0);
    await patch(ben.cookie, '/api/v1/notifications/mark-all-read/');
    expect(await unseen(ana.cookie)).toBe(1);
  });

  it('refuses a body without is_read', async () => {
    const s = await student();
    const item = await notify(t.ctx, s.id, { type: 'payment', heading: 'Paid', message: 'm' });
    const res = await patch(s.cookie, `/api/v1/notifications/${item.id}/update-read-status/`, {});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['is_read']);
  });
});
