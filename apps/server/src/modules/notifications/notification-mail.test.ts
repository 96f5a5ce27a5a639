import {
  DEFAULT_EMAIL_NOTIFICATION_TYPES,
  NOTIFICATION_TYPES,
  type TNotificationRouteParams,
  type TNotificationType,
  notificationPath,
} from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../auth/user.repository';
import { findProfileByUserId } from '../auth/students.service';
import { answerSupportRequest } from '../support/support.service';
import { ORIGIN, cookieOf, mailedToken, signUp, verifiedStudent, verifyEmail } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { mailNotification } from './notification-mail';
import { insertNotification } from './notifications.repository';
import { type NewNotification, notify } from './notifications.service';

let t: TestApp;
const clock = { now: new Date('2026-03-02T15:00:00Z') };
beforeEach(async () => {
  t = await createTestApp({ now: () => clock.now });
});
afterEach(() => t.close());

type Mail = { subject: string; text: string; html: string; links: string[] };

async function mailsTo(email: string): Promise<Mail[]> {
  // the mail is a job of the event: run now, as a worker would soon after the commit
  await t.ctx.jobs.drain();
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  // the sign-up's verification mail is not a notification
  return (res.json().results as Mail[]).filter((m) => !m.links.some((l) => l.includes('/auth/verify')));
}

/** Mail goes out after the event commits, so a test waits for it as a student's inbox would. */
async function mailWithSubject(email: string, subject: string): Promise<Mail> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    const mail = (await mailsTo(email)).find((m) => m.subject === subject);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail “${subject}” to ${email}`);
}

async function student(email: string, language?: string) {
  if (!language) {
    const { cookie, me } = await verifiedStudent(t, email);
    return { cookie, id: me.profile.id, email };
  }
  expect((await signUp(t, { email, language })).statusCode).toBe(200);
  const cookie = cookieOf(await verifyEmail(t, await mailedToken(t, email, '/auth/verify')));
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: { cookie } });
  return { cookie, id: me.json().profile.id as number, email };
}

const preferences = (cookie: string, email_types?: unknown) =>
  t.app.inject({
    method: email_types === undefined ? 'GET' : 'PUT',
    url: '/api/v1/notifications/email-preferences/',
    headers: { cookie, origin: ORIGIN },
    ...(email_types === undefined ? {} : { payload: { email_types } }),
  });

const support = (heading: string): NewNotification => ({
  type: 'support',
  heading,
  message: 'See the answer.',
});

describe('email preferences', () => {
  it('answers the defaults until the student chooses, then their choice', async () => {
    const s = await student('prefs@example.ca');
    const defaults = await preferences(s.cookie);
    expect(defaults.statusCode).toBe(200);
    expect(defaults.json()).toEqual({ email_types: [...DEFAULT_EMAIL_NOTIFICATION_TYPES] });

    const chosen = await preferences(s.cookie, ['support', 'quiz', 'support']);
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json()).toEqual({ email_types: ['quiz', 'support'] });
    expect((await preferences(s.cookie)).json()).toEqual({ email_types: ['quiz', 'support'] });

    expect((await preferences(s.cookie, [])).json()).toEqual({ email_types: [] });
    expect((await preferences(s.cookie)).json()).toEqual({ email_types: [] });
  });

  it('refuses an unknown type with a field error and keeps the choice', async () => {
    const s = await student('bad-prefs@example.ca');
    await preferences(s.cookie, ['payment']);
    const bad = await preferences(s.cookie, ['payment', 'party']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      'email_types.1': ['Select a valid choice: not one of the notification types.'],
    });
    expect((await preferences(s.cookie)).json()).toEqual({ email_types: ['payment'] });
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/notifications/email-preferences/' });
    expect(res.statusCode).toBe(401);
  });
});

describe('notification mail', () => {
  it('mails a notification of a preferred type once, in the student’s language', async () => {
    const ana = await student('ana@example.ca');
    await notify(t.ctx, ana.id, support('Your question was answered'));
    const mail = await mailWithSubject(ana.email, 'Your question was answered');
    expect(mail.text).toContain('See the answer.');
    expect(mail.text).toContain('Open Student portal: http://portal.test/support');
    expect(mail.text).toContain('choose Email preferences');
    expect(mail.links).toContain('http://portal.test/support');

    const zoe = await student('zoe@example.ca', 'fr-CA');
    await notify(t.ctx, zoe.id, support('Réponse à votre question'));
    const french = await mailWithSubject(zoe.email, 'Réponse à votre question');
    expect(french.text).toContain('Ouvrir Student portal: http://portal.test/support');
    expect(french.text).toContain('choisissez Préférences de courriel');

    // nothing is left to send: a second run of the job sends nothing more
    expect(await mailNotification(t.ctx, (await notify(t.ctx, ana.id, support('Later'))).id)).toBe(true);
    expect((await mailsTo(ana.email)).map((m) => m.subject).sort()).toEqual([
      'Later',
      'Your question was answered',
    ]);
  });

  it('links each type to the page its notification opens in the bell', async () => {
    const s = await student('links@example.ca');
    await preferences(s.cookie, [...NOTIFICATION_TYPES]);
    const params: Partial<Record<TNotificationType, TNotificationRouteParams>> = {
      subscription: { course_slug: 'bureautique', subscription_id: 3 },
      assignment: { course_slug: 'bureautique', subscription_id: 3, content_id: 41 },
      quiz: { course_slug: 'bureautique', subscription_id: 3, attempt_id: 7 },
      support: { support_request_id: 12 },
      discussion_board: { thread_id: 5 },
      graduation: { notification_for: 'certificate', certificate_id: 2 },
      transaction: { transaction_status: 'pending' },
      document_verification: { document_type: 'institute' },
      live_session: { status: 'completed' },
    };
    for (const type of NOTIFICATION_TYPES) {
      const route_params = params[type] ?? {};
      await notify(t.ctx, s.id, { type, heading: `A ${type} notice`, message: 'm', route_params });
      const mail = await mailWithSubject(s.email, `A ${type} notice`);
      const link = `http://portal.test${notificationPath({ type, route_params })}`;
      expect(mail.links, type).toContain(link);
      expect(mail.text, type).toContain(`Open Student portal: ${link}`);
    }
  });

  it('links the answer of a support request to the request', async () => {
    const s = await student('asked@example.ca');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support/',
      headers: { cookie: s.cookie, origin: ORIGIN },
      payload: { subject: 'Video', message: 'The video does not play.', source: 'help' },
    });
    expect(asked.statusCode).toBe(201);
    await preferences(s.cookie, ['support']);
    await answerSupportRequest(t.ctx, asked.json().id, 'Try another browser.');
    const mail = await mailWithSubject(s.email, 'The school answered: Video');
    expect(mail.links).toContain(`http://portal.test/support/${asked.json().id}`);
  });

  it('mails no type the student left out, and nothing they turned off', async () => {
    const s = await student('picky@example.ca');
    await preferences(s.cookie, ['support']);
    await notify(t.ctx, s.id, { type: 'payment', heading: 'Payment received', message: 'm' });
    await notify(t.ctx, s.id, { type: 'quiz', heading: 'Quiz graded', message: 'm' });
    // mail goes out in the order of the events: once this one is there, the others would be too
    await notify(t.ctx, s.id, support('Answered'));
    await mailWithSubject(s.email, 'Answered');
    expect((await mailsTo(s.email)).map((m) => m.subject)).toEqual(['Answered']);
  });

  it('mails nothing for an event whose transaction rolled back', async () => {
    const s = await student('rollback@example.ca');
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await notify(t.ctx, s.id, support('Never happened'), tx);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    await notify(t.ctx, s.id, support('Happened'));
    await mailWithSubject(s.email, 'Happened');
    expect((await mailsTo(s.email)).map((m) => m.subject)).toEqual(['Happened']);
  });

  it('mails nobody whose address is not verified', async () => {
    expect((await signUp(t, { email: 'unverified@example.ca' })).statusCode).toBe(200);
    const user = (await findUserByEmail(t.ctx.db, 'unverified@example.ca'))!;
    const profile = (await findProfileByUserId(t.ctx.db, user.id))!;
    const other = await student('verified@example.ca');
    await notify(t.ctx, profile.id, support('For an unverified address'));
    await notify(t.ctx, other.id, support('For a verified address'));
    await mailWithSubject(other.email, 'For a verified address');
    expect(await mailsTo('unverified@example.ca')).toEqual([]);
  });

  it('sends the mail once though its job runs again, with one Message-ID', async () => {
    const s = await student('again@example.ca');
    const row = await notify(t.ctx, s.id, support('Sent once'));
    expect(await mailNotification(t.ctx, row.id)).toBe(true);
    // a worker that ran it too, or a retry after its answer was lost
    expect(await mailNotification(t.ctx, row.id)).toBe(false);
    expect((await mailsTo(s.email)).map((m) => m.subject)).toEqual(['Sent once']);
  });

  it('gives up a mail owed for more than a day', async () => {
    const s = await student('late@example.ca');
    const row = await insertNotification(
      t.ctx.db,
      {
        studentId: s.id,
        type: 'support',
        heading: 'Long forgotten',
        message: 'm',
        receivedAt: new Date(clock.now.getTime() - 25 * 3_600_000),
      },
      { defaults: DEFAULT_EMAIL_NOTIFICATION_TYPES },
    );
    expect(row.emailPending).toBe(true);
    expect(await mailNotification(t.ctx, row.id)).toBe(false);
    expect(await mailsTo(s.email)).toEqual([]);
  });
});
