import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app';
import { ORIGIN, cookieOf, latestMail, signIn, signUp, verifiedStudent } from '../../test/students';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const post = (url: string, cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { cookie, origin: ORIGIN }, payload });

async function unverifiedStudent(email: string) {
  await signUp(t, { email });
  const cookie = cookieOf(await signIn(t, email));
  const me = (await t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: { cookie } })).json();
  return { cookie, me };
}

describe('GET /api/v1/me/', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/me/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ detail: 'Authentication credentials were not provided.' });
  });

  it('remembers the language for later mails', async () => {
    const { cookie } = await verifiedStudent(t, 'langue@example.ca');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/me/',
      headers: { cookie, origin: ORIGIN },
      payload: { language: 'fr-CA' },
    });
    expect(res.json().language).toBe('fr-CA');
    const user = (await t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: { cookie } })).json();
    await post('/api/v1/student/change-password/', cookie, {
      user_id: user.id,
      student_id: user.profile.id,
      change_password_url: '/reset-password',
    });
    expect((await latestMail(t, 'langue@example.ca'))?.subject).toMatch(/^Changez votre mot de passe/);
  });
});

describe('POST /api/v1/student/email-verification/', () => {
  it('mails once by itself per session, and again when the student asks', async () => {
    const { cookie, me } = await unverifiedStudent('resend@example.ca');
    const body = {
      user_id: me.id,
      student_id: me.profile.id,
      redirect_url: '/dashboard',
      auto_generated: true,
    };
    const mailed = async () => {
      // account mails are jobs, run as a worker would
      await t.ctx.jobs.drain();
      return (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=resend@example.ca' })).json()
        .results.length as number;
    };
    const before = await mailed();

    const first = await post('/api/v1/student/email-verification/', cookie, body);
    expect(first.json().message).toBe(
      'A verification link has been sent to resend@example.ca. It expires in 24 hours.',
    );
    const reload = await post('/api/v1/student/email-verification/', cookie, body);
    expect(reload.json().message).toMatch(/already sent/);
    const manual = await post('/api/v1/student/email-verification/', cookie, {
      ...body,
      auto_generated: false,
    });
    expect(manual.statusCode).toBe(200);

    const after = await mailed();
    expect(after - before).toBe(2);
  });

  it('limits how often a student can ask', async () => {
    const { cookie, me } = await unverifiedStudent('eager@example.ca');
    const body = {
      user_id: me.id,
      student_id: me.profile.id,
      redirect_url: '/dashboard',
      auto_generated: false,
    };
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await post('/api/v1/student/email-verification/', cookie, body)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    const limited = await post('/api/v1/student/email-verification/', cookie, body);
    expect(limited.json().detail).toMatch(/^Too many requests\. Please try again in \d+ minute/);
  });

  it("answers 404 for another student's ids and 401 without a session", async () => {
    const mine = await unverifiedStudent('mine@example.ca');
    const theirs = await unverifiedStudent('theirs@example.ca');
    const body = (id: string, student: number) => ({
      user_id: id,
      student_id: student,
      redirect_url: '/dashboard',
    });
    expect(
      (
        await post(
          '/api/v1/student/email-verification/',
          mine.cookie,
          body(theirs.me.id, theirs.me.profile.id),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/v1/student/email-verification/', mine.cookie, body(mine.me.id, theirs.me.profile.id)))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await post('/api/v1/student/change-password/', mine.cookie, {
          user_id: theirs.me.id,
          student_id: theirs.me.profile.id,
          change_password_url: '/reset-password',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/v1/student/email-verification/', '', body(mine.me.id, mine.me.profile.id)))
        .statusCode,
    ).toBe(401);
  });

  it('says so when the email is already verified', async () => {
    const { cookie, me } = await verifiedStudent(t, 'done@example.ca');
    const res = await post('/api/v1/student/email-verification/', cookie, {
      user_id: me.id,
      student_id: me.profile.id,
      redirect_url: '/dashboard',
    });
    expect(res.json()).toEqual({ message: 'Your email address is already verified.' });
  });
});

describe('POST /api/v1/support/', () => {
  it('records a report from a signed-in student', async () => {
    const { cookie } = await verifiedStudent(t, 'reporter@example.ca');
    const res = await post('/api/v1/support/', cookie, {
      subject: 'Video will not play',
      message: 'The lesson video stops.',
      source: 'report',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      subject: 'Video will not play',
      source: 'report',
      id: expect.any(Number),
    });
  });

  it('answers field errors under subject and message', async () => {
    const { cookie } = await verifiedStudent(t, 'blank@example.ca');
    const res = await post('/api/v1/support/', cookie, { subject: '  ', message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      subject: ['Please enter a subject.'],
      message: ['Please write your message.'],
    });
  });

  it('requires sign-in, and refuses a post from another site', async () => {
    expect((await post('/api/v1/support/', '', { subject: 'a', message: 'b' })).statusCode).toBe(401);
    const { cookie } = await verifiedStudent(t, 'csrf@example.ca');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support/',
      headers: { cookie, origin: 'https://evil.example' },
      payload: { subject: 'a', message: 'b' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the sandbox outbox', () => {
  it('lists mail newest first with its links, as JSON and as pages', async () => {
    await signUp(t, { email: 'outbox@example.ca' });
    // the verification mail is a job, run as a worker would
    await t.ctx.jobs.drain();
    const json = (await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=OUTBOX@example.ca' })).json();
    expect(json.results[0]).toMatchObject({ to: 'outbox@example.ca', sent_at: expect.any(String) });
    expect(json.results[0].links[0]).toMatch(/^http:\/\/portal\.test\/auth\/verify\?token=/);
    const list = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=outbox@example.ca' });
    expect(list.headers['content-type']).toContain('text/html');
    expect(list.body).toContain('Verify your email');
    const one = await t.app.inject({ method: 'GET', url: `/dev/outbox/${json.results[0].id}` });
    expect(one.body).toContain(json.results[0].links[0].replace(/&/g, '&amp;'));
  });
});

describe('with an SMTP server configured', () => {
  it('has no outbox', async () => {
    const smtp = await createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      expect((await smtp.app.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
      expect((await smtp.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    } finally {
      await smtp.close();
    }
  });
});
