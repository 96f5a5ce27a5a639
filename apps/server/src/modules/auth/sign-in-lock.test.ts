import { AUTH_MESSAGES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../faults/portal-process';
import { smtpServer } from '../../test/smtp';
import {
  ORIGIN,
  PASSWORD,
  clientAddress,
  cookieOf,
  latestMail,
  mailedToken,
  signIn,
  signUp,
  verifiedStudent,
} from '../../test/students';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';
import { drainUntil, settle } from '../../test/jobs';

const LOCKED = { code: 'TOO_MANY_FAILED_SIGN_INS', message: AUTH_MESSAGES.signInLocked };
const MINUTE = 60_000;

/** The portal on a clock the tests move: the lock lasts 15 minutes of it. */
let t: TestApp;
let offset = 0;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(Date.now() + offset) });
});
afterAll(() => t.close());

/** Each try from an address of its own, as a guesser spreading them would. */
async function tries(email: string, count: number, password = 'wrong guess 1', app = t) {
  const answers = [];
  for (let i = 0; i < count; i++) answers.push(await signIn(app, email, password));
  return answers;
}
const codes = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);
const times = (count: number, code: number) => Array<number>(count).fill(code);

/** The notices of a lock mailed to `email`, once the portal's jobs sent the first (or after 15 s). */
async function lockMails(email: string) {
  let found: { subject: string; text: string; links: string[] }[] = [];
  await drainUntil(t.ctx.jobs, async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
    found = (res.json().results as typeof found).filter((m) => /locked|verrouillé/.test(m.subject));
    return found.length > 0;
  });
  return found;
}

describe('failed sign-ins to one account', () => {
  it('lock it after 10 from as many addresses, even to the right password, until 15 minutes pass', async () => {
    await verifiedStudent(t, 'guessed@example.ca', { first_name: 'Maya' });
    const answers = await tries('guessed@example.ca', 60);
    // wrong until the 10th, which locks the account: it and every later try are refused as locked
    expect(codes(answers)).toEqual([...times(9, 401), ...times(51, 429)]);
    expect(answers[8]!.json().code).toBe('INVALID_EMAIL_OR_PASSWORD');
    for (const answer of answers.slice(9)) expect(answer.json()).toEqual(LOCKED);
    expect(answers[9]!.headers['retry-after']).toBe('900');

    const right = await signIn(t, 'guessed@example.ca');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(LOCKED);
    expect(cookieOf(right)).toBe('');

    // one notice for the lock, however many tries it refused
    const [notice, ...more] = await lockMails('guessed@example.ca');
    expect(more).toHaveLength(0);
    expect(notice!.subject).toMatch(/account is locked for 15 minutes$/);
    expect(notice!.text).toContain('Hello Maya');
    expect(notice!.text).toContain('with a wrong password 10 times');
    expect(notice!.links).toContain('http://portal.test/auth/reset-password');

    offset += 14 * MINUTE;
    expect((await signIn(t, 'guessed@example.ca')).json()).toEqual(LOCKED);
    offset += MINUTE;
    expect((await signIn(t, 'guessed@example.ca')).statusCode).toBe(200);
    // the success cleared the count: nine more wrong tries are only wrong
    expect(codes(await tries('guessed@example.ca', 9))).toEqual(times(9, 401));
    expect((await signIn(t, 'guessed@example.ca')).statusCode).toBe(200);
    expect(await lockMails('guessed@example.ca')).toHaveLength(1);
  });

  it('are forgotten once the student signs in', async () => {
    await verifiedStudent(t, 'clumsy@example.ca');
    expect(codes(await tries('clumsy@example.ca', 6))).toEqual(times(6, 401));
    expect((await signIn(t, 'clumsy@example.ca')).statusCode).toBe(200);
    expect(codes(await tries('clumsy@example.ca', 9))).toEqual(times(9, 401));
    expect((await signIn(t, 'clumsy@example.ca')).statusCode).toBe(200);
  });

  it('count for 15 minutes: older ones no longer lock', async () => {
    await verifiedStudent(t, 'slow-guess@example.ca');
    expect(codes(await tries('slow-guess@example.ca', 9))).toEqual(times(9, 401));
    offset += 16 * MINUTE;
    expect(codes(await tries('slow-guess@example.ca', 9))).toEqual(times(9, 401));
    expect((await signIn(t, 'slow-guess@example.ca')).statusCode).toBe(200);
  });

  it('are answered alike for an email without an account, which nobody is told about', async () => {
    await verifiedStudent(t, 'real@example.ca');
    const seen = async (email: string) =>
      (await tries(email, 12)).map((a) => ({
        status: a.statusCode,
        body: a.json() as unknown,
        // the seconds left differ with the time each try took
        retryAfter: a.headers['retry-after'] !== undefined,
      }));
    const known = await seen('real@example.ca');
    const unknown = await seen('ghost@example.ca');
    expect(unknown).toEqual(known);
    expect((await signIn(t, 'ghost@example.ca', PASSWORD)).json()).toEqual(LOCKED);
    expect(await latestMail(t, 'ghost@example.ca')).toBeUndefined();
  });

  it('are counted once each by every process at once, and lock once, in the student’s language', async () => {
    const other = await secondInstance(t);
    try {
      expect(
        (await signUp(t, { email: 'busy@example.ca', first_name: 'Zoé', language: 'fr-CA' })).statusCode,
      ).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => signIn(i % 2 ? other : t, 'busy@example.ca', 'wrong guess 1')),
      );
      expect(codes(answers).sort()).toEqual([...times(9, 401), ...times(3, 429)]);
      expect((await signIn(other, 'busy@example.ca')).json()).toEqual(LOCKED);
      const [notice, ...more] = await lockMails('busy@example.ca');
      expect(more).toHaveLength(0);
      expect(notice!.subject).toMatch(/est verrouillé pendant 15 minutes$/);
      expect(notice!.text).toContain('Bonjour Zoé');
    } finally {
      await other.close();
    }
  });

  it('no longer lock the account once its owner chose a new password', async () => {
    await verifiedStudent(t, 'locked-out@example.ca');
    expect(codes(await tries('locked-out@example.ca', 10))).toEqual([...times(9, 401), 429]);
    expect(await lockMails('locked-out@example.ca')).toHaveLength(1);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: { origin: ORIGIN, 'x-forwarded-for': clientAddress() },
      payload: { email: 'locked-out@example.ca', redirectTo: `${ORIGIN}/auth/new-password` },
    });
    const token = await mailedToken(t, 'locked-out@example.ca', '/auth/new-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: ORIGIN, 'x-forwarded-for': clientAddress() },
      payload: { newPassword: 'fresh maple 2027', token },
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn(t, 'locked-out@example.ca', 'fresh maple 2027')).statusCode).toBe(200);
  });
});

describe('the notice of a lock', () => {
  it('never holds up the sign-in, and leaves once the mail server is back, once', async () => {
    const port = await freePort();
    const smtp = smtpServer(port);
    await smtp.start();
    const m = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    });
    const notices = () => smtp.received.filter((mail) => /locked/.test(mail.subject));
    try {
      expect((await signUp(m, { email: 'offline@example.ca' })).statusCode).toBe(200);
      await smtp.stop();
      // the mailer also hangs until the test lets it go: a sign-in that waited on the notice would hang too
      let open = () => {};
      const gate = new Promise<void>((resolve) => (open = resolve));
      const send = m.ctx.mailer.send.bind(m.ctx.mailer);
      m.ctx.mailer.send = async (mail) => {
        await gate;
        return send(mail);
      };

      expect(codes(await tries('offline@example.ca', 9, 'wrong guess 1', m))).toEqual(times(9, 401));
      const locking = await signIn(m, 'offline@example.ca', 'wrong guess 1');
      expect(locking.statusCode).toBe(429);
      expect(locking.json()).toEqual(LOCKED);

      open();
      await settle(m.ctx.jobs);
      expect(notices()).toHaveLength(0);
      await smtp.start();
      await drainUntil(m.ctx.jobs, () => notices().length > 0);
      const [notice] = notices();
      expect(notice?.to).toEqual(['offline@example.ca']);
      expect(notice?.messageId).toMatch(/^<lock-\w+-\w+@portal\.test>$/);
      await settle(m.ctx.jobs);
      expect(notices()).toHaveLength(1);
    } finally {
      await m.close();
      await smtp.stop();
    }
  }, 60_000);
});
