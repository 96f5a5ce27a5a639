import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../faults/portal-process';
import { type TestApp, createTestApp } from '../../test/test-app';
import { smtpServer } from '../../test/smtp';
import { findUserByEmail } from '../auth/user.repository';
import { notify } from '../notifications/notifications.service';
import { findProfileByUserId } from '../auth/students.service';
import { ORIGIN, clientAddress, cookieOf, signUp, verifyEmail, subscribe } from '../../test/students';
import { drainUntil, settle } from '../../test/jobs';

/** The portal with a real SMTP server, which the tests stop, make refuse, and start again. */
let t: TestApp;
let smtp: ReturnType<typeof smtpServer>;

beforeAll(async () => {
  const port = await freePort();
  smtp = smtpServer(port);
  await smtp.start();
  t = await createTestApp({
    demo: true,
    env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

async function payingStudent(email: string) {
  expect((await signUp(t, { email })).statusCode).toBe(200);
  await until(() => smtp.received.some((m) => m.to.includes(email)));
  const mail = smtp.received.findLast((m) => m.to.includes(email))!;
  const token = /\/auth\/verify\?token=([^\s"&<]+)/.exec(mail.body)![1]!;
  const cookie = cookieOf(await verifyEmail(t, token));
  const courses = (await t.app.inject({ method: 'GET', url: '/api/v1/courses/?limit=100' })).json().results;
  const course = courses.find(
    (c: {
      price: number;
      is_course_free: boolean;
      is_trial: boolean;
      is_cohort: boolean;
      payment_plans: [];
    }) => !c.is_course_free && !c.is_trial && !c.is_cohort && c.payment_plans.length === 0,
  );
  const subscription = await subscribe(t, cookie, email, course.id);
  const method = (
    await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/payment-methods',
      headers: { cookie, origin: ORIGIN },
      payload: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    })
  ).json().id as string;
  return () =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/full-payment/',
      headers: { cookie, origin: ORIGIN, 'idempotency-key': `mail-${email}` },
      payload: { subscription, payment_method_id: method },
    });
}

const receipts = (email: string) =>
  smtp.received.filter((m) => m.to.includes(email) && m.subject.startsWith('Receipt'));

const until = (check: () => boolean) => drainUntil(t.ctx.jobs, check);

const mailsTo = (email: string, subject: string) =>
  smtp.received.filter((m) => m.to.includes(email) && m.subject.startsWith(subject));

describe('account mail while the mail server is down', () => {
  it('answers a sign-up and a password request at once, and mails each link once the server is back', async () => {
    await smtp.stop();
    const email = 'down-signup@example.ca';
    expect((await signUp(t, { email })).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN, 'x-forwarded-for': clientAddress() },
      payload: { email, redirectTo: `${ORIGIN}/auth/new-password` },
    });
    expect(reset.statusCode).toBe(200);
    await settle(t.ctx.jobs);
    expect(mailsTo(email, '')).toHaveLength(0);

    await smtp.start();
    await until(() => mailsTo(email, '').length >= 2);
    await settle(t.ctx.jobs);
    expect(mailsTo(email, 'Verify your email')).toHaveLength(1);
    expect(mailsTo(email, 'Change your')).toHaveLength(1);
    // the link works: the student verifies and signs in
    const token = /\/auth\/verify\?token=([^\s"&<]+)/.exec(mailsTo(email, 'Verify your email')[0]!.body)![1]!;
    expect((await verifyEmail(t, token)).statusCode).toBe(200);
  });
});

describe('a notification while the mail server is down', () => {
  it('is stored and pushed at once, and mailed once when the server is back', async () => {
    const pay = await payingStudent('down-notice@example.ca');
    expect((await pay()).statusCode).toBe(200);
    await until(() => receipts('down-notice@example.ca').length > 0);
    const profile = (await findProfileByUserId(
      t.ctx.db,
      (await findUserByEmail(t.ctx.db, 'down-notice@example.ca'))!.id,
    ))!;
    await smtp.stop();
    await notify(t.ctx, profile.id, {
      type: 'support',
      heading: 'Your question was answered',
      message: 'See it.',
    });
    await settle(t.ctx.jobs);
    expect(mailsTo('down-notice@example.ca', 'Your question was answered')).toHaveLength(0);
    await smtp.start();
    await until(() => mailsTo('down-notice@example.ca', 'Your question was answered').length > 0);
    await settle(t.ctx.jobs);
    expect(mailsTo('down-notice@example.ca', 'Your question was answered')).toHaveLength(1);
  });
});

describe('a payment while the mail server is down', () => {
  it('answers at once, and the receipt leaves once the server is back, exactly once', async () => {
    const pay = await payingStudent('smtp-down@example.ca');
    await smtp.stop();
    const paid = await pay();
    expect(paid.statusCode).toBe(200);
    expect(paid.json().status).toBe('complete');
    await settle(t.ctx.jobs);
    expect(receipts('smtp-down@example.ca')).toHaveLength(0);

    await smtp.start();
    await until(() => receipts('smtp-down@example.ca').length > 0);
    expect(receipts('smtp-down@example.ca')).toHaveLength(1);
    // a retried request answers from the record: no second receipt either
    expect((await pay()).json().status).toBe('complete');
    await settle(t.ctx.jobs);
    expect(receipts('smtp-down@example.ca')).toHaveLength(1);
  });

  it('keeps the receipt while the server refuses it, and sends it once it accepts', async () => {
    const pay = await payingStudent('smtp-busy@example.ca');
    smtp.refuse(true);
    expect((await pay()).statusCode).toBe(200);
    await settle(t.ctx.jobs);
    expect(receipts('smtp-busy@example.ca')).toHaveLength(0);
    smtp.refuse(false);
    await until(() => receipts('smtp-busy@example.ca').length > 0);
    const [receipt] = receipts('smtp-busy@example.ca');
    expect(receipt?.messageId).toMatch(/^<payment-\d+-receipt@portal\.test>$/);
    await settle(t.ctx.jobs);
    expect(receipts('smtp-busy@example.ca')).toHaveLength(1);
  });
});
