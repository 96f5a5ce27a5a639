import type { TForumPost, TForumThread, TStudentDocument } from '@portal/contract';
import { expect } from 'vitest';
import { scheduleLiveSession } from '../modules/live/live-schedule.service';
import { type Enrolled, enrolledStudent, itemsOf, sectionsOf } from '../test/journey';
import { passProgram } from '../test/passing';
import { ORIGIN, clientAddress } from '../test/students';
import type { TestApp } from '../test/test-app';
import { SAMPLE, upload } from '../test/uploads';

/** Free, so a student can finish it and hold a certificate. */
export const OWN_PROGRAM = 'digital-literacy-essentials';
/** Paid in full by card, for a payment with a receipt. */
export const PAID_PROGRAM = 'food-handler-certification';
/** Paid at the school: the owner asks to, for a request with its reference code. */
export const SCHOOL_PAID_PROGRAM = 'medical-office-administration';
/** Another student's program, which the owner is not in. */
export const OTHER_PROGRAM = 'personal-finance-for-newcomers';

/** One of each record a student owns, by id. */
export type Records = {
  profile: number;
  course: number;
  subscription: number;
  paidSubscription: number;
  section: number;
  content: { lesson: number; document: number; assignment: number; quiz: number; practiceLog: number };
  file: number;
  studentDocument: number;
  quizAttempt: number;
  certificate: number;
  certificateCode: string;
  payment: number;
  /** A request to pay at the school, waiting for the school to record it. */
  schoolRequest: number;
  notification: number;
  liveSession: number;
  thread: number;
  /** Replies of the owner's, one per call that changes or removes a post. */
  posts: { edit: number; remove: number };
  /** Practice entries of the owner's, waiting for review: one to change, one to delete. */
  practiceEntries: { edit: number; remove: number };
  supportRequest: number;
};

export type Owner = { student: Enrolled; records: Records };

const send = (t: TestApp, cookie: string, method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
    payload,
  });

async function json<T>(
  res: Promise<{ statusCode: number; body: string; json: () => unknown }>,
  status = 200,
) {
  const answer = await res;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json() as T;
}

const get = (t: TestApp, cookie: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie } });

/** Every mandatory item of the program done, the last one a quiz submitted through the API. */
/** The program passed, as its certificate asks; the counted attempt at its last item, a quiz. */
async function finishProgram(t: TestApp, s: Enrolled): Promise<number> {
  await passProgram(t, s);
  const last = (await itemsOf(t, s)).at(-1)!;
  expect(last.content_type).toBe('quiz');
  const attempts = await json<{ counted_attempt: number }>(
    get(t, s.cookie, `/api/v1/quizzes/?content=${last.id}&subscription=${s.subscription}`),
  );
  return attempts.counted_attempt;
}

/** A student with one of everything: a finished program and its certificate, a paid one, files, posts. */
export async function studentWithRecords(t: TestApp, email: string): Promise<Owner> {
  const s = await enrolledStudent(t, email, OWN_PROGRAM);
  const items = await itemsOf(t, s);
  const itemOf = (type: string) => items.find((i) => i.content_type === type)!.id;
  const attempt = await finishProgram(t, s);
  const certificate = (
    await json<{ certificate: { id: number; verification_code: string } }>(
      get(t, s.cookie, `/api/v1/subscriptions/${s.subscription}/certificate/`),
    )
  ).certificate;

  const uploaded = await upload(t, s.cookie, { name: 'study-permit.pdf', bytes: SAMPLE.pdf });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const documents = await json<TStudentDocument[]>(get(t, s.cookie, '/api/v1/student/documents/'));
  const signable = documents.find((d) => d.global_document.template_file !== null)!;

  const paidCourse = (await json<{ id: number }>(get(t, s.cookie, `/api/v1/courses/slug/${PAID_PROGRAM}/`)))
    .id;
  const paid = await json<{ id: number }>(
    send(t, s.cookie, 'POST', '/api/v1/subscriptions/', { course: paidCourse, student_email: s.email }),
  );
  const card = await json<{ id: string }>(
    send(t, s.cookie, 'POST', '/api/sandbox/payment-methods', {
      number: '4242424242424242',
      exp_month: 12,
      exp_year: 2031,
      cvc: '123',
    }),
  );
  expect(
    (
      await send(t, s.cookie, 'POST', '/api/v1/payments/full-payment/', {
        payment_method_id: card.id,
        subscription: paid.id,
      })
    ).statusCode,
  ).toBe(200);
  const payment = (await json<{ results: { id: number }[] }>(get(t, s.cookie, '/api/v1/payments/')))
    .results[0]!;
  const notification = (
    await json<{ results: { id: number }[] }>(get(t, s.cookie, '/api/v1/notifications/?limit=100'))
  ).results[0]!;

  const schoolCourse = (
    await json<{ id: number }>(get(t, s.cookie, `/api/v1/courses/slug/${SCHOOL_PAID_PROGRAM}/`))
  ).id;
  const atSchool = await json<{ id: number }>(
    send(t, s.cookie, 'POST', '/api/v1/subscriptions/', { course: schoolCourse, student_email: s.email }),
  );
  const schoolRequest = await json<{ id: number }>(
    send(t, s.cookie, 'POST', '/api/v1/payments/paid-to-school/', { subscription_id: atSchool.id }),
  );

  const live = await scheduleLiveSession(t.ctx, {
    program: { slug: OWN_PROGRAM },
    title: 'Study hall',
    // soon enough to join already
    start: new Date(t.ctx.now().getTime() + 2 * 60_000).toISOString(),
    durationMinutes: '120',
    meetingUrl: 'https://meet.jit.si/MapleRidgeStudyHall',
  });

  const thread = await json<TForumThread>(
    send(t, s.cookie, 'POST', '/api/v1/forum/threads/', {
      course: s.course.id,
      title: 'Study group',
      body: 'Who is in?',
    }),
    201,
  );
  const reply = (body: string) =>
    json<TForumPost>(
      send(t, s.cookie, 'POST', `/api/v1/forum/threads/${thread.id}/posts/`, { body }),
      201,
    ).then((p) => p.id);

  const practiceLog = items.find((i) => i.content_type === 'quota')!.id;
  const practiceEntry = (note: string) =>
    json<{ id: number }>(
      send(t, s.cookie, 'POST', `/api/v1/contents/${practiceLog}/practice-entries/`, {
        subscription: s.subscription,
        date: '2026-01-05',
        duration_minutes: 30,
        note,
      }),
      201,
    ).then((entry) => entry.id);
  const supportRequest = await json<{ id: number }>(
    send(t, s.cookie, 'POST', '/api/v1/support/', {
      subject: 'Certificate name',
      message: 'Can my middle name be on it?',
      source: 'help',
    }),
    201,
  );

  return {
    student: s,
    records: {
      profile: s.profileId,
      course: s.course.id,
      subscription: s.subscription,
      paidSubscription: paid.id,
      section: (await sectionsOf(t, s)).results[0]!.id,
      content: {
        lesson: itemOf('lesson'),
        document: itemOf('document'),
        assignment: itemOf('assignment'),
        quiz: itemOf('quiz'),
        practiceLog,
      },
      file: uploaded.json().id,
      studentDocument: signable.id,
      quizAttempt: attempt,
      certificate: certificate.id,
      certificateCode: certificate.verification_code,
      payment: payment.id,
      schoolRequest: schoolRequest.id,
      notification: notification.id,
      liveSession: live.session.id,
      thread: thread.id,
      posts: { edit: await reply('Tuesday works for me.'), remove: await reply('Or Thursday.') },
      practiceEntries: {
        edit: await practiceEntry('Sorted my downloads.'),
        remove: await practiceEntry('Renamed my files.'),
      },
      supportRequest: supportRequest.id,
    },
  };
}
