import type { TNotificationItem } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeBefore, enrolledStudent, itemByName, submit } from '../../test/journey';
import { ORIGIN, clientAddress, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { graduate } from '../enrolment/enrolment.service';
import { gradeWork, recordAttendance } from '../journey/school-records.service';
import { findUserByEmail } from '../auth/user.repository';
import { reviewField } from '../profile/profile.service';

const FREE = 'digital-literacy-essentials';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

async function notificationsOf(cookie: string): Promise<TNotificationItem[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/notifications/?limit=100',
    headers: { cookie },
  });
  expect(res.statusCode).toBe(200);
  return res.json().results;
}
const latest = async (cookie: string) => (await notificationsOf(cookie))[0]!.notification;

describe('notifications of the portal’s events', () => {
  it('tells of a subscription, work graded, attendance and graduation, linking to the course journey', async () => {
    const s = await enrolledStudent(t, 'journey@example.ca', FREE);
    const journey = { course_slug: FREE, subscription_id: s.subscription };
    expect((await notificationsOf(s.cookie)).map((n) => n.notification.type)).toContain('subscription');
    expect(await latest(s.cookie)).toMatchObject({ type: 'subscription', route_params: journey });

    const task = await itemByName(t, s, 'Send a professional email with an attachment');
    await completeBefore(t, s, task.id);
    expect((await submit(t, s, task.id, { text: 'Dear Ms. Tremblay, …' })).statusCode).toBe(200);
    await gradeWork(t.ctx, s.profileId, FREE, 'professional-email', { marks: 18 });
    expect(await latest(s.cookie)).toMatchObject({
      type: 'assignment',
      heading: 'Assignment graded',
      message:
        '“Send a professional email with an attachment” in Digital Literacy Essentials was graded: 18/20.',
      route_params: journey,
    });

    await recordAttendance(t.ctx, s.profileId, FREE, 'practice-log', 2);
    expect(await latest(s.cookie)).toMatchObject({
      type: expect.stringMatching(/^(in_class_quota|quota)$/),
      message: expect.stringContaining('2 of'),
      route_params: journey,
    });

    await graduate(t.ctx, s.profileId, FREE, null);
    expect(await latest(s.cookie)).toMatchObject({
      type: 'graduation',
      route_params: { notification_for: 'transcript', subscription_id: s.subscription },
    });
  });

  it('tells of a profile field verified or rejected', async () => {
    const { cookie } = await verifiedStudent(t, 'field@example.ca');
    const user = (await findUserByEmail(t.ctx.db, 'field@example.ca'))!;
    await reviewField(t.ctx, user.id, 'first_name', 'verified', '');
    expect(await latest(cookie)).toMatchObject({
      type: 'document_verification',
      heading: 'Profile detail verified',
      message: 'Your first name was verified.',
    });
  });

  it('tells of a card payment received and of one that failed', async () => {
    const courses = (await t.app.inject({ method: 'GET', url: '/api/v1/courses/?limit=100' })).json()
      .results as {
      id: number;
      is_course_free: boolean;
      is_trial: boolean;
      is_cohort: boolean;
      payment_plans: [];
    }[];
    const course = courses.find(
      (c) => !c.is_course_free && !c.is_trial && !c.is_cohort && c.payment_plans.length === 0,
    )!;
    const { cookie } = await verifiedStudent(t, 'payer@example.ca');
    const subscription = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/subscriptions/',
        headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
        payload: { course: course.id, student_email: 'payer@example.ca' },
      })
    ).json().id as number;
    const pay = async (number: string) => {
      const card = await t.app.inject({
        method: 'POST',
        url: '/api/sandbox/payment-methods',
        headers: { origin: ORIGIN },
        payload: { number, exp_month: 12, exp_year: 2030, cvc: '123' },
      });
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/full-payment/',
        headers: { cookie, origin: ORIGIN },
        payload: { payment_method_id: card.json().id, subscription },
      });
    };

    expect((await pay('4000000000000002')).json().status).toBe('failed');
    expect(await latest(cookie)).toMatchObject({
      type: 'transaction',
      heading: 'Payment failed',
      route_params: { transaction_status: 'failed', subscription_id: subscription },
    });
    expect((await pay('4242424242424242')).json().status).not.toBe('failed');
    expect(await latest(cookie)).toMatchObject({
      type: 'payment',
      heading: 'Payment received',
      message: expect.stringMatching(/^We received your payment of \$[\d,.]+ for .+\.$/),
    });
  });
});
