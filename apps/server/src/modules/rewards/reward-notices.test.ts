import type { TListNotificationsResponse, TNotificationItem } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolledStudent } from '../../test/journey';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';
import { awardPoints } from './rewards.service';

/** One database, two portal processes on it (one on PGlite), and a clock the tests move. */
const FREE = 'digital-literacy-essentials';
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let other: TestApp;
let offset = 0;

beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => new Date(Date.now() + offset) });
  other = await secondInstance(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

async function bell(cookie: string): Promise<TListNotificationsResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/notifications/?limit=100',
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const pointNotices = (page: TListNotificationsResponse) =>
  page.results.filter(
    (n) => n.notification.type === 'reward_points' && !n.notification.heading.startsWith('You reached'),
  );

/** A lesson of the program completed, as the course room publishes it. */
const completed = (app: TestApp, s: { profileId: number; subscription: number }, contentId: number) =>
  app.ctx.db.transaction((tx) =>
    app.ctx.events.publish(tx, 'content.completed', `test:${s.subscription}:${contentId}`, {
      studentId: s.profileId,
      subscriptionId: s.subscription,
      contentId,
      name: `Lesson ${contentId}`,
    }),
  );

describe('the reward points notice of a day', () => {
  it('stands for every award of the day, its points and count kept, and unread again with each', async () => {
    const s = await enrolledStudent(t, 'grouped@example.ca', FREE);
    const before = await bell(s.cookie);
    for (let i = 1; i <= 10; i++) await completed(t, s, 900_000 + i);
    await t.ctx.jobs.drain();

    const after = await bell(s.cookie);
    const [notice, ...others] = pointNotices(after);
    expect(others).toEqual([]);
    expect(notice!.notification).toMatchObject({
      heading: expect.stringMatching(/^You earned 100 reward points on /),
      message:
        'For completing “Lesson 900010”. 10 activities earned you points that day. You now have 100 reward points.',
      payload: { reward_count: 10, reward_points: 100 },
    });
    // one notice for ten awards, and the levels reached on the way
    const levels = after.results.filter((n) => n.notification.heading.startsWith('You reached'));
    expect(after.count).toBe(before.count + 1 + levels.length);
    expect(after.unseen_count).toBe(before.unseen_count + 1 + levels.length);

    const read = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/notifications/${notice!.id}/update-read-status/`,
      headers: { cookie: s.cookie, origin: ORIGIN },
      payload: { is_read: true },
    });
    expect(read.json().unseen_count).toBe(after.unseen_count - 1);

    await completed(t, s, 900_011);
    await t.ctx.jobs.drain();
    const again = await bell(s.cookie);
    expect(again.results[0]).toMatchObject({ id: notice!.id, is_read: false });
    expect(again.results[0]!.notification.payload).toEqual({ reward_count: 11, reward_points: 110 });
    expect(again.count).toBe(after.count);
    expect(again.unseen_count).toBe(after.unseen_count);
  });

  it('starts a new notice on the next school day', async () => {
    const s = await enrolledStudent(t, 'next-day@example.ca', FREE);
    await completed(t, s, 910_001);
    await t.ctx.jobs.drain();
    offset += DAY;
    await completed(t, s, 910_002);
    await t.ctx.jobs.drain();
    const notices = pointNotices(await bell(s.cookie));
    expect(notices.map((n) => n.notification.payload)).toEqual([
      { reward_count: 1, reward_points: 10 },
      { reward_count: 1, reward_points: 10 },
    ]);
    expect(notices[0]!.notification.message).toContain('You now have 20 reward points.');
  });

  it('gives one notice with the right total when two processes handle the day’s events at once', async () => {
    const s = await enrolledStudent(t, 'two-processes@example.ca', FREE);
    const start = await bell(s.cookie);
    for (let i = 1; i <= 12; i++) await completed(i % 2 ? t : other, s, 920_000 + i);
    // both processes work the queue at once, while awards are also made straight on each
    await Promise.all([
      t.ctx.jobs.drain(),
      other.ctx.jobs.drain(),
      ...[1, 2, 3, 4].map((i) => {
        const app = i % 2 ? t : other;
        return app.ctx.db.transaction((tx) =>
          awardPoints(
            app.ctx,
            s.profileId,
            { reason: 'attendance', sourceKey: `test:${i}`, description: 'Drop-in computer labs' },
            tx,
          ),
        );
      }),
    ]);
    await Promise.all([t.ctx.jobs.drain(), other.ctx.jobs.drain()]);

    const page = await bell(s.cookie);
    const notices = pointNotices(page);
    expect(notices).toHaveLength(1);
    // twelve lessons at 10 points and four attendances at 5
    expect(notices[0]!.notification.payload).toEqual({ reward_count: 16, reward_points: 140 });
    expect(notices[0]!.notification.message).toMatch(
      / 16 activities earned you points that day\. You now have 140 reward points\.$/,
    );
    const points = await t.app.inject({
      method: 'GET',
      url: '/api/v1/gamification/points/',
      headers: { cookie: s.cookie },
    });
    expect(points.json().points).toBe(140);
    const levels = page.results.filter((n) => n.notification.heading.startsWith('You reached'));
    expect(levels.map((n) => n.notification.heading)).toEqual(['You reached the Apprentice level']);
    expect(page.count).toBe(start.count + 2);
    expect(page.unseen_count).toBe(start.unseen_count + 2);
  });
});

describe('the notices a student opens', () => {
  it('are their own: another student’s notice is not found', async () => {
    const ana = await enrolledStudent(t, 'own-ana@example.ca', FREE);
    const ben = await enrolledStudent(t, 'own-ben@example.ca', FREE);
    const [theirs] = (await bell(ana.cookie)).results as TNotificationItem[];
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/notifications/${theirs!.id}/update-read-status/`,
      headers: { cookie: ben.cookie, origin: ORIGIN },
      payload: { is_read: true },
    });
    expect(res.statusCode).toBe(404);
    expect((await bell(ana.cookie)).results[0]).toMatchObject({ id: theirs!.id, is_read: false });
  });
});
