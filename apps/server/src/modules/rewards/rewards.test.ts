import {
  GAMIFICATION_OFF_MESSAGE,
  type TLearningLevelsResponse,
  type TNotificationItem,
  type TRewardData,
  type TRewardHistoryResponse,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutes } from '../../db/schema';
import {
  type Enrolled,
  completeBefore,
  contentUrl,
  enrolledStudent,
  itemByName,
  itemsOf,
} from '../../test/journey';
import { answerKey, answersFor, patchQuiz, startQuiz } from '../../test/quizzes';
import { ORIGIN, clientAddress, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { gradeQuizAnswer } from '../quiz/quiz-grading.service';
import { recordAttendance } from '../journey/school-records.service';
import { awardPoints, pointsToNextLevel, standingOf } from './rewards.service';
import { OPERATOR } from '../staff/audit-log';

const FREE = 'digital-literacy-essentials';
const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
// moved forward by a test that needs an instalment to be late
let offset = 0;

beforeAll(async () => {
  t = await createTestApp({ demo: true, now: () => new Date(Date.now() + offset) });
});
afterAll(() => t.close());

/** The school's day of the test's clock, as the texts write it. */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'America/Toronto' }).format(
    new Date(Date.now() + offset),
  );

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

// points are awarded by jobs after the change that earned them: they run first, as a worker would
async function rewardData(cookie: string): Promise<TRewardData> {
  await t.ctx.jobs.drain();
  const res = await get(cookie, '/api/v1/gamification/points/');
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function history(cookie: string, query = ''): Promise<TRewardHistoryResponse> {
  await t.ctx.jobs.drain();
  const res = await get(cookie, `/api/v1/gamification/history/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function rewardNotifications(cookie: string): Promise<TNotificationItem['notification'][]> {
  await t.ctx.jobs.drain();
  const res = await get(cookie, '/api/v1/notifications/?limit=100&notification__type=reward_points');
  return (res.json().results as TNotificationItem[]).map((n) => n.notification);
}

/** Points straight into the ledger: attendance is worth 5 each in the demo school. */
async function earn(profileId: number, points: number, sourceKey: string) {
  expect(points % 5).toBe(0);
  return awardPoints(t.ctx, profileId, {
    reason: 'attendance',
    sourceKey,
    description: 'Drop-in computer labs',
    count: points / 5,
  });
}

async function student(email: string) {
  const { cookie, me } = await verifiedStudent(t, email);
  return { cookie, profileId: me.profile.id };
}

/** Switches gamification as a re-import of the school's settings would. */
async function setGamification(on: boolean) {
  await t.ctx.db.update(institutes).set({ allowGamification: on });
}

const view = (s: Enrolled, id: number) => get(s.cookie, contentUrl(s, id, 'view/'));

describe('where points stand among the levels', () => {
  const levels = [
    { name: 'Bronze', minPoints: 50 },
    { name: 'Silver', minPoints: 200 },
  ];

  it('has no level below the first, and nothing to reach without levels', () => {
    expect(standingOf(0, levels)).toEqual({ current: null, next: levels[0] });
    expect(pointsToNextLevel(0, levels)).toBe(50);
    expect(standingOf(49, levels).current).toBeNull();
    expect(standingOf(120, [])).toEqual({ current: null, next: null });
    expect(pointsToNextLevel(120, [])).toBe(0);
  });

  it('counts a level from its minimum, and needs nothing more at the top', () => {
    expect(standingOf(50, levels)).toEqual({ current: levels[0], next: levels[1] });
    expect(pointsToNextLevel(50, levels)).toBe(150);
    expect(standingOf(250, levels)).toEqual({ current: levels[1], next: null });
    expect(pointsToNextLevel(250, levels)).toBe(0);
  });
});

describe('the reward popover and learning levels', () => {
  it('starts at 0 points on the first level, 100 from the next', async () => {
    const s = await student('zero@example.ca');
    const data = await rewardData(s.cookie);
    expect(data).toEqual({
      points: 0,
      level: {
        name: 'Explorer',
        lang: 'en',
        level_image: expect.stringMatching(/^\/api\/v1\/media\/explorer-[0-9a-f]+\.svg$/),
      },
      points_needed_for_next_level: 100,
    });
    const image = await t.app.inject({ method: 'GET', url: data.level!.level_image! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(await history(s.cookie)).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('stands between levels, exactly on one, and at the top', async () => {
    const s = await student('climber@example.ca');
    await earn(s.profileId, 150, 'test:1');
    expect(await rewardData(s.cookie)).toMatchObject({
      points: 150,
      level: { name: 'Apprentice' },
      points_needed_for_next_level: 150,
    });
    await earn(s.profileId, 150, 'test:2');
    expect(await rewardData(s.cookie)).toMatchObject({
      points: 300,
      level: { name: 'Achiever' },
      points_needed_for_next_level: 300,
    });
    const levels = (await get(s.cookie, '/api/v1/gamification/levels/')).json() as TLearningLevelsResponse;
    expect(levels.points).toBe(300);
    expect(levels.levels.map((l) => [l.name, l.min_points, l.reached, l.current])).toEqual([
      ['Explorer', 0, true, false],
      ['Apprentice', 100, true, false],
      ['Achiever', 300, true, true],
      ['Scholar', 600, false, false],
      ['Master', 1000, false, false],
    ]);
    expect(levels.levels.every((l) => l.level_image?.startsWith('/api/v1/media/'))).toBe(true);

    await earn(s.profileId, 750, 'test:3');
    expect(await rewardData(s.cookie)).toMatchObject({
      points: 1050,
      level: { name: 'Master' },
      points_needed_for_next_level: 0,
    });
  });

  it('tells of points earned and of each level reached, once for a jump over several', async () => {
    const s = await student('levels@example.ca');
    await earn(s.profileId, 90, 'test:1');
    expect(await rewardNotifications(s.cookie)).toEqual([
      expect.objectContaining({
        type: 'reward_points',
        heading: `You earned 90 reward points on ${today()}`,
        message: 'For attending “Drop-in computer labs”. You now have 90 reward points.',
      }),
    ]);
    await earn(s.profileId, 10, 'test:2');
    const [reached] = await rewardNotifications(s.cookie);
    expect(reached).toEqual({
      type: 'reward_points',
      heading: 'You reached the Apprentice level',
      message: 'You have 100 reward points. 200 more take you to Achiever.',
      route_params: {},
      payload: { notification_image: expect.stringMatching(/^\/api\/v1\/media\/apprentice-/) },
    });
    await earn(s.profileId, 1000, 'test:3');
    const headings = (await rewardNotifications(s.cookie)).map((n) => n.heading);
    expect(headings.slice(0, 2)).toEqual([
      'You reached the Master level',
      `You earned 1,100 reward points on ${today()}`,
    ]);
    expect(headings.filter((h) => h.startsWith('You reached'))).toHaveLength(2);
  });

  it('answers 401 without a session', async () => {
    for (const path of ['points', 'levels', 'history']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/gamification/${path}/` });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('the points history', () => {
  it('pages newest first with links, and shows a student only their own', async () => {
    const ana = await student('history-ana@example.ca');
    const ben = await student('history-ben@example.ca');
    for (let i = 1; i <= 12; i++) await earn(ana.profileId, 5, `test:${i}`);
    await earn(ben.profileId, 5, 'test:1');

    const first = await history(ana.cookie, '?limit=5');
    expect(first.count).toBe(12);
    expect(first.results).toHaveLength(5);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('http://portal.test/api/v1/gamification/history/?limit=5&offset=5');
    expect(first.results[0]).toEqual({
      id: expect.any(Number),
      points: 5,
      reason: 'attendance',
      description: 'Drop-in computer labs',
      course_slug: null,
      earned_at: expect.any(String),
    });
    const ids = first.results.map((r) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const last = await history(ana.cookie, '?offset=10&limit=5');
    expect(last.results).toHaveLength(2);
    expect(last.next).toBeNull();
    expect(last.previous).toBe('http://portal.test/api/v1/gamification/history/?offset=5&limit=5');
    const all = await history(ana.cookie, '?limit=100');
    expect(new Set(all.results.map((r) => r.id)).size).toBe(12);

    const bens = await history(ben.cookie);
    expect(bens.count).toBe(1);
    expect(all.results.map((r) => r.id)).not.toContain(bens.results[0]!.id);
    expect((await rewardData(ben.cookie)).points).toBe(5);
  });

  it('refuses a negative offset', async () => {
    const s = await student('history-bad@example.ca');
    const res = await get(s.cookie, '/api/v1/gamification/history/?offset=-1');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['offset']);
  });
});

describe('points earned in the course room', () => {
  it('awards a completed content once, however often it is viewed', async () => {
    const s = await enrolledStudent(t, 'content@example.ca', FREE);
    const lesson = (await itemsOf(t, s)).find((i) => i.content_type === 'lesson')!;
    expect((await view(s, lesson.id)).statusCode).toBe(200);
    expect((await view(s, lesson.id)).statusCode).toBe(200);

    const page = await history(s.cookie);
    expect(page.results).toEqual([
      expect.objectContaining({
        points: 10,
        reason: 'content_completed',
        description: lesson.name,
        course_slug: FREE,
      }),
    ]);
    expect((await rewardData(s.cookie)).points).toBe(10);
    expect(await rewardNotifications(s.cookie)).toEqual([
      expect.objectContaining({
        heading: `You earned 10 reward points on ${today()}`,
        message: `For completing “${lesson.name}”. You now have 10 reward points.`,
      }),
    ]);
  });

  it('awards a handed-in assignment as completed', async () => {
    const s = await enrolledStudent(t, 'assignment@example.ca', FREE);
    const task = await itemByName(t, s, 'Send a professional email with an attachment');
    await completeBefore(t, s, task.id);
    const before = (await rewardData(s.cookie)).points;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/contents/${task.id}/submissions/`,
      headers: { cookie: s.cookie, origin: ORIGIN },
      payload: { subscription: s.subscription, text: 'Dear Ms. Tremblay, …' },
    });
    expect(res.statusCode).toBe(200);
    expect((await rewardData(s.cookie)).points).toBe(before + 10);
    expect((await history(s.cookie)).results[0]).toMatchObject({
      reason: 'content_completed',
      description: task.name,
    });
  });

  it('awards a passed quiz once: not a failed attempt, not a later pass', async () => {
    const s = await enrolledStudent(t, 'quiz@example.ca', FREE);
    const quiz = await itemByName(t, s, 'Check-in: computer basics');
    await completeBefore(t, s, quiz.id);
    const key = await answerKey(t, quiz.id);
    const before = (await rewardData(s.cookie)).points;
    const attempt = async (right: boolean) => {
      const started = await startQuiz(t, s, quiz.id);
      // a blank written answer scores 0, so the attempt is graded when submitted
      const res = await patchQuiz(t, s, started.id, {
        answers: answersFor(key, right, ''),
        status: 'submitted',
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result;
    };

    expect(await attempt(false)).toMatchObject({ is_graded: true, passed: false });
    expect((await rewardData(s.cookie)).points).toBe(before);
    expect(await attempt(true)).toMatchObject({ is_graded: true, passed: true });
    expect((await rewardData(s.cookie)).points).toBe(before + 25);
    expect((await history(s.cookie)).results[0]).toMatchObject({
      points: 25,
      reason: 'quiz_passed',
      description: 'Check-in: computer basics',
      course_slug: FREE,
    });
    expect(await attempt(true)).toMatchObject({ passed: true });
    expect((await rewardData(s.cookie)).points).toBe(before + 25);
  });

  it('awards a quiz that passes once the school grades its written answer', async () => {
    const s = await enrolledStudent(t, 'quiz-graded@example.ca', FREE);
    const quiz = await itemByName(t, s, 'Check-in: computer basics');
    await completeBefore(t, s, quiz.id);
    const key = await answerKey(t, quiz.id);
    const started = await startQuiz(t, s, quiz.id);
    await patchQuiz(t, s, started.id, { answers: answersFor(key, true), status: 'submitted' });
    const before = (await rewardData(s.cookie)).points;

    await gradeQuizAnswer(t.ctx, OPERATOR, s.profileId, FREE, 'basics-check-in', 5, { marks: 1 });
    expect((await rewardData(s.cookie)).points).toBe(before + 25);
    // graded again, and still a pass: the quiz has earned its points
    await gradeQuizAnswer(t.ctx, OPERATOR, s.profileId, FREE, 'basics-check-in', 5, { marks: 0 });
    expect((await rewardData(s.cookie)).points).toBe(before + 25);
  });

  it('awards attendance the school records, each one, and the quota once complete', async () => {
    const s = await enrolledStudent(t, 'labs@example.ca', FREE);
    await recordAttendance(t.ctx, s.profileId, FREE, 'drop-in-labs', 2);
    expect(await rewardData(s.cookie)).toMatchObject({ points: 10 });
    expect((await history(s.cookie)).results).toEqual([
      expect.objectContaining({ points: 10, reason: 'attendance', description: 'Drop-in computer labs' }),
    ]);
    await recordAttendance(t.ctx, s.profileId, FREE, 'drop-in-labs', 1);
    expect((await history(s.cookie)).results.map((r) => [r.reason, r.points])).toEqual([
      ['content_completed', 10],
      ['attendance', 5],
      ['attendance', 10],
    ]);
    expect((await rewardData(s.cookie)).points).toBe(25);
  });
});

describe('points for paying on time', () => {
  type Course = {
    id: number;
    slug: string;
    name: string;
    is_course_free: boolean;
    is_trial: boolean;
    is_cohort: boolean;
    payment_plans: { id: number }[];
  };
  const courses = async (): Promise<Course[]> =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/courses/?limit=100' })).json().results;

  async function subscribe(course: Course, email: string) {
    const { cookie } = await verifiedStudent(t, email);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/',
      headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
      payload: { course: course.id, student_email: email },
    });
    return { cookie, subscription: res.json().id as number };
  }

  async function pay(cookie: string, kind: string, body: object) {
    const card = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payment-methods',
      headers: { origin: ORIGIN },
      payload: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${kind}/`,
      headers: { cookie, origin: ORIGIN },
      payload: { payment_method_id: card.json().id, ...body },
    });
    expect(res.json().status, res.body).toBe('complete');
  }

  it('awards a full payment', async () => {
    const course = (await courses()).find(
      (c) => !c.is_course_free && !c.is_trial && !c.is_cohort && c.payment_plans.length === 0,
    )!;
    const s = await subscribe(course, 'full@example.ca');
    await pay(s.cookie, 'full-payment', { subscription: s.subscription });
    expect((await history(s.cookie)).results).toEqual([
      expect.objectContaining({
        points: 20,
        reason: 'payment_on_time',
        description: course.name,
        course_slug: course.slug,
      }),
    ]);
  });

  it('awards the registration fee and instalments paid by their due date, not a late one', async () => {
    const course = (await courses()).find((c) => c.slug === 'medical-office-administration')!;
    const s = await subscribe(course, 'plan@example.ca');
    await pay(s.cookie, 'registration-fee', {
      subscription: s.subscription,
      payment_plan: course.payment_plans[0]!.id,
    });
    await pay(s.cookie, 'installment', { subscription: s.subscription });
    try {
      // instalment 2 was due at 60 days, instalment 3 is due at 90
      offset = 70 * DAY;
      await pay(s.cookie, 'installment', { subscription: s.subscription });
      await pay(s.cookie, 'installment', { subscription: s.subscription });
    } finally {
      offset = 0;
    }
    expect((await history(s.cookie)).results.map((r) => r.description)).toEqual([
      `${course.name} (instalment 3)`,
      `${course.name} (instalment 1)`,
      course.name,
    ]);
    expect((await rewardData(s.cookie)).points).toBe(60);
  });
});

describe('gamification switched off by the school', () => {
  it('answers 404 on every call and awards nothing', async () => {
    const s = await enrolledStudent(t, 'off@example.ca', FREE);
    const lesson = (await itemsOf(t, s)).find((i) => i.content_type === 'lesson')!;
    await setGamification(false);
    try {
      for (const path of ['points', 'levels', 'history']) {
        const res = await get(s.cookie, `/api/v1/gamification/${path}/`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ detail: GAMIFICATION_OFF_MESSAGE });
      }
      expect((await view(s, lesson.id)).statusCode).toBe(200);
      await recordAttendance(t.ctx, s.profileId, FREE, 'drop-in-labs', 1);
      expect(await earn(s.profileId, 50, 'test:1')).toBeNull();
      // the events' jobs run while it is off, as a worker runs them at once
      await t.ctx.jobs.drain();
    } finally {
      await setGamification(true);
    }
    expect((await rewardData(s.cookie)).points).toBe(0);
    expect(await rewardNotifications(s.cookie)).toEqual([]);
  });
});
