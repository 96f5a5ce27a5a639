import { type TNotificationItem, notificationPath } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeBefore, enrolledStudent, itemByName, submit } from '../../test/journey';
import { answerKey, answersFor, patchQuiz, startQuiz } from '../../test/quizzes';
import { ORIGIN, clientAddress, decideField, verifiedStudent } from '../../test/students';
import { passProgram } from '../../test/passing';
import { type TestApp, createTestApp } from '../../test/test-app';
import { SAMPLE, upload } from '../../test/uploads';
import { gradeQuizAnswer } from '../quiz/quiz-grading.service';
import { reviewDocument } from '../documents/documents.service';
import { grantAccess, graduate } from '../enrolment/enrolment.service';
import { gradeWork, recordAttendance } from '../journey/school-records.service';
import { recordSchoolPayment } from '../payments/school-payments.service';
import { OPERATOR } from '../staff/audit-log';

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
/** The page the newest notification opens, in the bell and in its mail. */
const opens = async (cookie: string) => notificationPath(await latest(cookie));

describe('notifications of the portal’s events', () => {
  it('tells of a subscription, work graded, attendance and graduation, linking to the course journey', async () => {
    const s = await enrolledStudent(t, 'journey@example.ca', FREE);
    const journey = { course_slug: FREE, subscription_id: s.subscription };
    expect((await notificationsOf(s.cookie)).map((n) => n.notification.type)).toContain('subscription');
    expect(await latest(s.cookie)).toMatchObject({ type: 'subscription', route_params: journey });
    const room = `/program-journey/room/${FREE}/${s.subscription}`;
    expect(await opens(s.cookie)).toBe(room);

    const task = await itemByName(t, s, 'Send a professional email with an attachment');
    await completeBefore(t, s, task.id);
    expect((await submit(t, s, task.id, { text: 'Dear Ms. Tremblay, …' })).statusCode).toBe(200);
    await gradeWork(t.ctx, OPERATOR, s.profileId, FREE, 'professional-email', { marks: 18 });
    expect(await latest(s.cookie)).toMatchObject({
      type: 'assignment',
      heading: 'Assignment graded',
      message:
        '“Send a professional email with an attachment” in Digital Literacy Essentials was graded: 18/20.',
      route_params: { ...journey, content_id: task.id },
    });
    expect(await opens(s.cookie)).toBe(`${room}/${task.id}`);

    await recordAttendance(t.ctx, s.profileId, FREE, 'practice-log', 2);
    expect(await latest(s.cookie)).toMatchObject({
      type: expect.stringMatching(/^(in_class_quota|quota)$/),
      message: expect.stringContaining('2 of'),
      route_params: journey,
    });
    expect(await opens(s.cookie)).toMatch(new RegExp(`^${room}/\\d+$`));

    await graduate(t.ctx, s.profileId, FREE, null);
    expect(await latest(s.cookie)).toMatchObject({
      type: 'graduation',
      route_params: { notification_for: 'transcript', subscription_id: s.subscription },
    });
    expect(await opens(s.cookie)).toBe(`/transcript/${s.subscription}`);
  });

  it('tells of a profile field verified or rejected', async () => {
    const { cookie, me } = await verifiedStudent(t, 'field@example.ca');
    await decideField(t, me.profile.id, 'first_name', 'verified');
    expect(await latest(cookie)).toMatchObject({
      type: 'document_verification',
      heading: 'Profile detail verified',
      message: 'Your first name was verified.',
    });
    expect(await opens(cookie)).toBe('/document?type=institute');
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
    expect(await opens(cookie)).toBe('/payment-details?tab=history');
    expect((await pay('4242424242424242')).json().status).not.toBe('failed');
    expect(await latest(cookie)).toMatchObject({
      type: 'payment',
      heading: 'Payment received',
      message: expect.stringMatching(/^We received your payment of \$[\d,.]+ for .+\.$/),
    });
    expect(await opens(cookie)).toBe('/payment-details?tab=history');
  });
});

type Course = {
  id: number;
  slug: string;
  name: string;
  price: number;
  is_course_free: boolean;
  is_trial: boolean;
  is_cohort: boolean;
  enable_paid_at_school: boolean;
  payment_plans: [];
};
const courses = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/courses/?limit=100' })).json().results as Course[];

async function subscribe(cookie: string, email: string, course: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions/',
    headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
    payload: { course, student_email: email },
  });
  expect(res.statusCode).toBe(200);
  return res.json().id as number;
}

/** Uploads a PDF for one of the institute's documents, by its name, and sends it for review. */
async function sendForReview(cookie: string, name: string) {
  const docs = (
    await t.app.inject({ method: 'GET', url: '/api/v1/student/documents/', headers: { cookie } })
  ).json() as { id: number; global_document: { name: string } }[];
  const doc = docs.find((d) => d.global_document.name === name)!;
  const file = (
    await upload(t, cookie, { name: 'scan.pdf', bytes: SAMPLE.pdf }, `?document=${doc.id}`)
  ).json();
  const saved = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/student/documents/',
    headers: { cookie, origin: ORIGIN },
    payload: [{ id: doc.id, document: file.id }],
  });
  expect(saved.statusCode).toBe(200);
}

describe('notifications of the school’s decisions and of results', () => {
  it('tells of a document approved and of one rejected, with the remarks', async () => {
    const { cookie, me } = await verifiedStudent(t, 'documents@example.ca');
    await sendForReview(cookie, 'Government-issued Photo ID');
    await sendForReview(cookie, 'Proof of Address');

    await reviewDocument(t.ctx, me.profile.id, 'government-photo-id', 'approved', '');
    expect(await latest(cookie)).toEqual({
      type: 'document_verification',
      heading: 'Document approved',
      message: 'Your Government-issued Photo ID was approved.',
      route_params: { document_type: 'institute' },
      payload: {},
    });
    await reviewDocument(t.ctx, me.profile.id, 'proof-of-address', 'rejected', 'The scan is cut off');
    expect(await latest(cookie)).toEqual({
      type: 'document_verification',
      heading: 'Document rejected',
      message: 'Your Proof of Address was rejected: The scan is cut off. Please upload it again.',
      route_params: { document_type: 'institute' },
      payload: {},
    });
  });

  it('tells of a profile field rejected, naming the field', async () => {
    const { cookie, me } = await verifiedStudent(t, 'field-rejected@example.ca');
    await decideField(t, me.profile.id, 'date_of_birth', 'rejected', 'It does not match your ID.');
    expect(await latest(cookie)).toEqual({
      type: 'document_verification',
      heading: 'Profile detail rejected',
      message:
        'Your date of birth could not be verified: It does not match your ID. Please correct it in your profile.',
      route_params: { document_type: 'institute' },
      payload: { field: 'date of birth' },
    });
  });

  it('tells of a quiz graded once its written answers have marks', async () => {
    const s = await enrolledStudent(t, 'quiz-graded@example.ca', FREE);
    const quiz = await itemByName(t, s, 'Check-in: computer basics');
    await completeBefore(t, s, quiz.id);
    const key = await answerKey(t, quiz.id);
    const attempt = await startQuiz(t, s, quiz.id);
    expect(
      (await patchQuiz(t, s, attempt.id, { answers: answersFor(key, true), status: 'submitted' })).statusCode,
    ).toBe(200);
    const written = key.findIndex((q) => q.type === 'subjective') + 1;
    expect((await latest(s.cookie)).type).not.toBe('quiz');

    await gradeQuizAnswer(t.ctx, OPERATOR, s.profileId, FREE, 'basics-check-in', written, { marks: 1 });
    expect(await latest(s.cookie)).toEqual({
      type: 'quiz',
      heading: 'Quiz graded',
      message: '“Check-in: computer basics” in Digital Literacy Essentials was graded: 5/5.',
      route_params: { course_slug: FREE, subscription_id: s.subscription, attempt_id: attempt.id },
      payload: {},
    });
    expect(await opens(s.cookie)).toBe(`/program-journey/assessment/${attempt.id}`);
  });

  it('tells of the certificate issued, leading to it, and of the transcript at graduation', async () => {
    const s = await enrolledStudent(t, 'certificate@example.ca', FREE);
    await passProgram(t, s);
    const certificate = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/subscriptions/${s.subscription}/certificate/`,
        headers: { cookie: s.cookie },
      })
    ).json().certificate as { id: number };
    expect(await latest(s.cookie)).toEqual({
      type: 'graduation',
      heading: 'Certificate issued',
      message: 'Your certificate for Digital Literacy Essentials is ready.',
      route_params: { notification_for: 'certificate', certificate_id: certificate.id },
      payload: {},
    });
    expect(await opens(s.cookie)).toBe(`/certificate/${certificate.id}`);

    await graduate(t.ctx, s.profileId, FREE, null);
    expect(await latest(s.cookie)).toEqual({
      type: 'graduation',
      heading: 'Congratulations, you graduated',
      message: 'You graduated from Digital Literacy Essentials. Your transcript is ready to download.',
      route_params: { notification_for: 'transcript', subscription_id: s.subscription },
      payload: {},
    });
  });

  it('tells of access granted by the school, of paying at the school and of the payment recorded', async () => {
    const course = (await courses()).find(
      (c) => c.enable_paid_at_school && !c.is_cohort && !c.is_trial && c.payment_plans.length === 0,
    )!;
    const { cookie, me } = await verifiedStudent(t, 'at-school@example.ca');
    const subscription = await subscribe(cookie, 'at-school@example.ca', course.id);

    const requested = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/paid-to-school/',
      headers: { cookie, origin: ORIGIN },
      payload: { subscription_id: subscription },
    });
    expect(requested.statusCode).toBe(200);
    expect(await latest(cookie)).toMatchObject({
      type: 'transaction',
      heading: 'Payment at the school requested',
      message: expect.stringContaining(course.name),
      route_params: { transaction_status: 'pending', subscription_id: subscription },
    });
    expect(await opens(cookie)).toBe('/payment-details?tab=pending');

    await recordSchoolPayment(t.ctx, OPERATOR, me.profile.id, { slug: course.slug }, course.price);
    expect(await latest(cookie)).toMatchObject({
      type: 'payment',
      heading: 'Payment at the school recorded',
      message: expect.stringMatching(/^We received your payment of \$[\d,.]+ for .+ at the school\.$/),
      route_params: { subscription_id: subscription },
    });

    const other = (await courses()).find(
      (c) => !c.is_course_free && !c.is_trial && !c.is_cohort && c.id !== course.id,
    )!;
    const otherSubscription = await subscribe(cookie, 'at-school@example.ca', other.id);
    await grantAccess(t.ctx, me.profile.id, other.slug, 'Sponsored by your employer');
    expect(await latest(cookie)).toEqual({
      type: 'subscription',
      heading: 'Program access granted',
      message: `${other.name} is open to you.`,
      route_params: { course_slug: other.slug, subscription_id: otherSubscription },
      payload: {},
    });
    expect(await opens(cookie)).toBe(`/program-journey/room/${other.slug}/${otherSubscription}`);
  });
});

describe('notifications by email', () => {
  async function subjectsMailedTo(email: string, awaited: string): Promise<string[]> {
    for (let waited = 0; waited < 10_000; waited += 20) {
      // receipts are jobs, done when the test runs them
      await t.ctx.jobs.drain();
      const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${email}` });
      const subjects = (res.json().results as { subject: string }[]).map((m) => m.subject);
      if (subjects.includes(awaited)) return subjects;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no mail “${awaited}” to ${email}`);
  }

  it('mails a document decision, and a payment only as its receipt', async () => {
    const course = (await courses()).find(
      (c) => c.enable_paid_at_school && !c.is_cohort && !c.is_trial && c.payment_plans.length === 0,
    )!;
    const { cookie, me } = await verifiedStudent(t, 'mailed@example.ca');
    await subscribe(cookie, 'mailed@example.ca', course.id);
    await recordSchoolPayment(t.ctx, OPERATOR, me.profile.id, { slug: course.slug }, course.price);
    await sendForReview(cookie, 'Proof of Address');
    await reviewDocument(t.ctx, me.profile.id, 'proof-of-address', 'rejected', 'Too old');

    // mail leaves in the order of the events: the payment's would be there before this one
    const subjects = await subjectsMailedTo('mailed@example.ca', 'Document rejected');
    // a program waiting for its payment is not “Subscribed” until paid: the receipt says so
    expect(subjects.filter((s) => !s.startsWith('Verify your email')).sort()).toEqual([
      'Document rejected',
      expect.stringMatching(/^Receipt: /),
    ]);
  });
});
