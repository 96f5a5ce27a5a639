import type { AddressInfo } from 'node:net';
import type { TListNotificationsResponse, TNotificationEvent } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ORIGIN, cookieOf, mailedToken, signUp, verifyEmail } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { NOTIFICATION_MESSAGES } from './notification-messages';
import { notify } from './notifications.service';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ now: () => new Date('2026-03-02T15:00:00Z') });
});
afterEach(() => t.close());

async function student(email: string, language: 'en' | 'fr-CA') {
  expect((await signUp(t, { email, language })).statusCode).toBe(200);
  const cookie = cookieOf(await verifyEmail(t, await mailedToken(t, email, '/auth/verify')));
  const me = await t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: { cookie } });
  return { cookie, id: me.json().profile.id as number, email };
}

async function latest(cookie: string) {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/notifications/', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return (res.json() as TListNotificationsResponse).results[0]!;
}

type Mail = { subject: string; text: string; html: string };

/** Mail goes out after the event commits, so a test waits for it as a student's inbox would. */
async function mailWithSubject(email: string, subject: string): Promise<Mail> {
  for (let waited = 0; waited < 10_000; waited += 20) {
    // the mail is a job of the event: run now, as a worker would soon after the commit
    await t.ctx.jobs.drain();
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    const mail = (res.json().results as Mail[]).find((m) => m.subject === subject);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail “${subject}” to ${email}`);
}

// Intl separates groups and currency signs with no-break spaces
const spaced = (text: string) => text.replace(/\s/g, ' ');
const program = { name: 'Bureautique', slug: 'bureautique', subscriptionId: 7 };
const instalmentDue = () => NOTIFICATION_MESSAGES.installmentDue(program, 123_450, 'CAD', '2026-03-05');

describe('notifications in the student’s language', () => {
  it('lists and mails the portal’s notifications in French to a French-speaking student', async () => {
    const zoe = await student('zoe@example.ca', 'fr-CA');
    await notify(t.ctx, zoe.id, instalmentDue());

    const item = await latest(zoe.cookie);
    expect(item.notification.heading).toBe('Versement bientôt dû');
    expect(spaced(item.notification.message)).toBe(
      'Votre versement de 1 234,50 $ pour Bureautique est dû le 5 mars 2026.',
    );

    const mail = await mailWithSubject(zoe.email, 'Versement bientôt dû');
    expect(spaced(mail.text)).toContain(
      'Votre versement de 1 234,50 $ pour Bureautique est dû le 5 mars 2026.',
    );
    expect(mail.text).toContain('choisissez Préférences de courriel');

    const read = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/notifications/${item.id}/update-read-status/`,
      headers: { cookie: zoe.cookie, origin: ORIGIN },
      payload: { is_read: true },
    });
    expect(read.json().notification.heading).toBe('Versement bientôt dû');
  });

  it('lists and mails the same notification in English to an English-speaking student', async () => {
    const ana = await student('ana@example.ca', 'en');
    await notify(t.ctx, ana.id, instalmentDue());

    const item = await latest(ana.cookie);
    expect(item.notification).toMatchObject({
      heading: 'Instalment due soon',
      message: 'Your instalment of $1,234.50 for Bureautique is due on March 5, 2026.',
      type: 'installment',
      route_params: { due_status: 'due', course_slug: 'bureautique', subscription_id: 7 },
    });
    const mail = await mailWithSubject(ana.email, 'Instalment due soon');
    expect(mail.text).toContain('Your instalment of $1,234.50 for Bureautique is due on March 5, 2026.');
  });

  it('follows the student when they switch language, and leaves a school’s own text as written', async () => {
    const zoe = await student('switch@example.ca', 'fr-CA');
    await notify(t.ctx, zoe.id, NOTIFICATION_MESSAGES.subscribed(program));
    expect((await latest(zoe.cookie)).notification.heading).toBe('Inscription confirmée');

    const switched = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/',
      headers: { cookie: zoe.cookie, origin: ORIGIN },
      payload: { language: 'en' },
    });
    expect(switched.statusCode).toBe(200);
    expect((await latest(zoe.cookie)).notification).toMatchObject({
      heading: 'Subscribed',
      message: 'You are subscribed to Bureautique.',
    });

    await notify(t.ctx, zoe.id, { type: 'general', heading: 'Journée portes ouvertes', message: 'Samedi.' });
    expect((await latest(zoe.cookie)).notification).toMatchObject({
      heading: 'Journée portes ouvertes',
      message: 'Samedi.',
    });
  });

  it('pushes a new notification to an open page in the student’s language', async () => {
    const zoe = await student('stream@example.ca', 'fr-CA');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/notifications/stream/`, {
      headers: { cookie: zoe.cookie },
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    await notify(t.ctx, zoe.id, NOTIFICATION_MESSAGES.accessGranted(program));
    while (!received.includes('event: notification')) received += (await reader.read()).value ?? '';
    while (!received.endsWith('\n\n')) received += (await reader.read()).value ?? '';
    await reader.cancel();
    const data = received.split('event: notification\ndata: ')[1]!.split('\n')[0]!;
    expect((JSON.parse(data) as TNotificationEvent).item.notification).toMatchObject({
      heading: 'Accès au programme accordé',
      message: 'Vous avez maintenant accès à Bureautique.',
    });
  });
});
