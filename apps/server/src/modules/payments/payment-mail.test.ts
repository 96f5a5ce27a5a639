import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../faults/portal-process';
import { type TestApp, createTestApp } from '../../test/test-app';
import { smtpServer } from '../../test/smtp';
import { ORIGIN, clientAddress, cookieOf, signUp, verifyEmail } from '../../test/students';

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
  const subscription = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/',
      headers: { cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
      payload: { course: course.id, student_email: email },
    })
  ).json().id as number;
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

/** Has the portal do its due jobs until `check` holds, as the retries come (one second, then two, …). */
async function until(check: () => boolean, seconds = 15) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    await t.ctx.jobs.drain();
    if (check() || Date.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Runs what is due for a while, so that a second mail would have had every chance to leave. */
const settle = () => until(() => false, 3);

describe('a payment while the mail server is down', () => {
  it('answers at once, and the receipt leaves once the server is back, exactly once', async () => {
    const pay = await payingStudent('smtp-down@example.ca');
    await smtp.stop();
    const paid = await pay();
    expect(paid.statusCode).toBe(200);
    expect(paid.json().status).toBe('complete');
    await settle();
    expect(receipts('smtp-down@example.ca')).toHaveLength(0);

    await smtp.start();
    await until(() => receipts('smtp-down@example.ca').length > 0);
    expect(receipts('smtp-down@example.ca')).toHaveLength(1);
    // a retried request answers from the record: no second receipt either
    expect((await pay()).json().status).toBe('complete');
    await settle();
    expect(receipts('smtp-down@example.ca')).toHaveLength(1);
  });

  it('keeps the receipt while the server refuses it, and sends it once it accepts', async () => {
    const pay = await payingStudent('smtp-busy@example.ca');
    smtp.refuse(true);
    expect((await pay()).statusCode).toBe(200);
    await settle();
    expect(receipts('smtp-busy@example.ca')).toHaveLength(0);
    smtp.refuse(false);
    await until(() => receipts('smtp-busy@example.ca').length > 0);
    const [receipt] = receipts('smtp-busy@example.ca');
    expect(receipt?.messageId).toMatch(/^<payment-\d+-receipt@portal\.test>$/);
    await settle();
    expect(receipts('smtp-busy@example.ca')).toHaveLength(1);
  });
});
