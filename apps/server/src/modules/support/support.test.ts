import { type TListSupportRequestsResponse, notificationPath } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPortal } from '../../cli/run-portal';
import { ORIGIN, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { SUPPORT_RATE_LIMIT } from './support.service';

let t: TestApp;
let clock = Date.parse('2026-03-02T15:00:00Z');
const now = () => new Date((clock += 1000));

afterEach(() => t.close());

const post = (cookie: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/support/',
    headers: { cookie, origin: ORIGIN },
    payload,
  });

async function list(cookie: string, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/support/${query}`, headers: { cookie } });
  return { status: res.statusCode, body: res.json() as TListSupportRequestsResponse };
}

type Mail = { to: string; subject: string; text: string; html: string };
async function mailsTo(email: string): Promise<Mail[]> {
  // mail is sent by jobs, run here as a worker would
  await t.ctx.jobs.drain();
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(email)}` });
  return res.json().results as Mail[];
}

/** Runs a `portal` command on the test's own database. */
async function portal(...argv: string[]) {
  const lines = { log: [] as string[], error: [] as string[] };
  const code = await runPortal(
    argv,
    { log: (l) => lines.log.push(l), error: (l) => lines.error.push(l) },
    {},
    process.cwd(),
    { open: async () => t.ctx, release: async () => {} },
  );
  return { code, ...lines };
}

describe('sending a support request', () => {
  beforeEach(async () => {
    t = await createTestApp({ now });
  });

  it('records each entry point’s source, trimmed, and answers 201 with the request', async () => {
    const { cookie } = await verifiedStudent(t, 'ana@example.ca');
    for (const source of ['help', 'report', 'contact', 'access'] as const) {
      const res = await post(cookie, { subject: ` From ${source} `, message: 'Hello\nthere ', source });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({
        id: expect.any(Number),
        subject: `From ${source}`,
        message: 'Hello\nthere',
        source,
        created_at: expect.any(String),
      });
    }
    const withoutSource = await post(cookie, { subject: 'Hi', message: 'Question' });
    expect(withoutSource.json().source).toBe('help');
  });

  it('refuses an empty or over-long subject and message with the contract’s messages', async () => {
    const { cookie } = await verifiedStudent(t, 'ana@example.ca');
    const blank = await post(cookie, { subject: '   ', message: '', source: 'report' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      subject: ['Please enter a subject.'],
      message: ['Please write your message.'],
    });

    const missing = await post(cookie, { source: 'report' });
    expect(missing.json()).toEqual({
      subject: ['Please enter a subject.'],
      message: ['Please write your message.'],
    });

    const long = await post(cookie, { subject: 's'.repeat(201), message: 'm'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      subject: ['Keep the subject under 200 characters.'],
      message: ['Keep the message under 5000 characters.'],
    });

    const atTheLimit = await post(cookie, { subject: 's'.repeat(200), message: 'm'.repeat(5000) });
    expect(atTheLimit.statusCode).toBe(201);

    const unknownSource = await post(cookie, { subject: 'a', message: 'b', source: 'fax' });
    expect(unknownSource.statusCode).toBe(400);
    expect(Object.keys(unknownSource.json())).toEqual(['source']);
    expect((await list(cookie)).body.count).toBe(1);
  });

  it('limits how many a student sends in an hour, without holding back another student', async () => {
    const ana = await verifiedStudent(t, 'ana@example.ca');
    for (let i = 1; i <= SUPPORT_RATE_LIMIT.max; i++) {
      expect((await post(ana.cookie, { subject: `Try ${i}`, message: 'Help' })).statusCode).toBe(201);
    }
    const refused = await post(ana.cookie, { subject: 'One more', message: 'Help' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ detail: expect.stringMatching(/^Too many requests\./) });
    expect((await list(ana.cookie)).body.count).toBe(SUPPORT_RATE_LIMIT.max);

    const ben = await verifiedStudent(t, 'ben@example.ca');
    expect((await post(ben.cookie, { subject: 'Mine', message: 'Help' })).statusCode).toBe(201);

    clock += SUPPORT_RATE_LIMIT.windowSeconds * 1000;
    expect((await post(ana.cookie, { subject: 'Later', message: 'Help' })).statusCode).toBe(201);
  });

  it('needs a session to send or to list', async () => {
    expect((await post('', { subject: 'a', message: 'b' })).statusCode).toBe(401);
    expect((await list('')).status).toBe(401);
  });
});

describe("the school's copy", () => {
  beforeEach(async () => {
    t = await createTestApp({ now, demo: true });
  });

  it('mails the institute’s address what the student wrote, and how to answer it', async () => {
    const { cookie } = await verifiedStudent(t, 'ana@example.ca', { first_name: 'Ana', last_name: 'Lima' });
    const res = await post(cookie, {
      subject: 'Cannot open the video',
      message: 'It stops after a minute.\nOn every lesson.',
      source: 'report',
    });
    const id = res.json().id as number;
    const [mail] = await mailsTo('admissions@mapleridgecollege.ca');
    expect(mail).toMatchObject({
      to: 'admissions@mapleridgecollege.ca',
      subject: 'Support request from Ana Lima: Cannot open the video',
    });
    expect(mail!.text).toContain('Ana Lima (ana@example.ca) wrote through Report an Issue:');
    expect(mail!.text).toContain('It stops after a minute.\n\nOn every lesson.');
    expect(mail!.text).toContain(`portal support answer ${id} "your answer"`);
    expect(mail!.html).toContain('Cannot open the video');
  });

  it('keeps the request when the mail cannot be sent', async () => {
    const { cookie } = await verifiedStudent(t, 'ana@example.ca');
    t.ctx.mailer.send = async () => {
      throw new Error('SMTP is down');
    };
    expect((await post(cookie, { subject: 'Stuck', message: 'Help' })).statusCode).toBe(201);
    expect((await list(cookie)).body.results.map((r) => r.subject)).toEqual(['Stuck']);
  });
});

describe('the student’s requests and the school’s answers', () => {
  beforeEach(async () => {
    t = await createTestApp({ now });
  });

  it('lists only the student’s own requests, newest first, in pages', async () => {
    const ana = await verifiedStudent(t, 'ana@example.ca');
    const ben = await verifiedStudent(t, 'ben@example.ca');
    for (let i = 1; i <= 5; i++) await post(ana.cookie, { subject: `Ana ${i}`, message: 'Help' });
    await post(ben.cookie, { subject: 'Ben’s secret', message: 'Private', source: 'access' });

    const first = await list(ana.cookie, '?limit=2');
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(5);
    expect(first.body.results.map((r) => r.subject)).toEqual(['Ana 5', 'Ana 4']);
    expect(first.body.results[0]).toMatchObject({ source: 'help', status: 'open', answers: [] });
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe('http://portal.test/api/v1/support/?limit=2&offset=2');

    const last = await list(ana.cookie, '?offset=4&limit=2');
    expect(last.body.results.map((r) => r.subject)).toEqual(['Ana 1']);
    expect(last.body.next).toBeNull();
    expect(last.body.previous).toBe('http://portal.test/api/v1/support/?offset=2&limit=2');

    const all = await list(ana.cookie, '?limit=100');
    expect(all.body.results.map((r) => r.subject)).not.toContain('Ben’s secret');
    const bens = await list(ben.cookie);
    expect(bens.body).toMatchObject({ count: 1, results: [{ subject: 'Ben’s secret', source: 'access' }] });
  });

  it('support list shows every request; --open only the unanswered', async () => {
    const ana = await verifiedStudent(t, 'ana@example.ca');
    const ben = await verifiedStudent(t, 'ben@example.ca');
    const first = (
      await post(ana.cookie, { subject: 'Video  \n stops', message: 'Help', source: 'report' })
    ).json();
    const second = (await post(ben.cookie, { subject: 'Access', message: 'Paid', source: 'access' })).json();
    expect((await portal('support', 'answer', String(first.id), 'Try another browser.')).code).toBe(0);

    const all = await portal('support', 'list');
    expect(all.code).toBe(0);
    expect(all.log).toEqual([
      'id\tdate\temail\tsource\tsubject\tstatus',
      `${second.id}\t${second.created_at}\tben@example.ca\taccess\tAccess\topen`,
      `${first.id}\t${first.created_at}\tana@example.ca\treport\tVideo stops\tanswered`,
      '2 request(s).',
    ]);
    const open = await portal('support', 'list', '--open');
    expect(open.log).toEqual([
      'id\tdate\temail\tsource\tsubject\tstatus',
      `${second.id}\t${second.created_at}\tben@example.ca\taccess\tAccess\topen`,
      '1 open request(s).',
    ]);
  });

  it('support answer stores the answer, shows it oldest first, and notifies the student', async () => {
    const ana = await verifiedStudent(t, 'ana@example.ca');
    const other = (await post(ana.cookie, { subject: 'Other', message: 'Unanswered' })).json();
    const asked = (await post(ana.cookie, { subject: 'Video stops', message: 'Help' })).json();

    const answered = await portal('support', 'answer', String(asked.id), 'Try another browser.');
    expect(answered).toEqual({
      code: 0,
      log: [`Answered request ${asked.id} (“Video stops”); the student was notified.`],
      error: [],
    });
    await portal('support', 'answer', String(asked.id), '  Did that help?  ');

    const { body } = await list(ana.cookie);
    expect(body.results).toEqual([
      {
        id: asked.id,
        subject: 'Video stops',
        message: 'Help',
        source: 'help',
        created_at: asked.created_at,
        status: 'answered',
        answers: [
          { id: expect.any(Number), message: 'Try another browser.', created_at: expect.any(String) },
          { id: expect.any(Number), message: 'Did that help?', created_at: expect.any(String) },
        ],
      },
      expect.objectContaining({ id: other.id, status: 'open', answers: [] }),
    ]);
    expect(Date.parse(body.results[0]!.answers[0]!.created_at)).toBeLessThan(
      Date.parse(body.results[0]!.answers[1]!.created_at),
    );

    const notifications = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/',
      headers: { cookie: ana.cookie },
    });
    expect(notifications.json().results.map((n: { notification: object }) => n.notification)).toEqual([
      expect.objectContaining({
        type: 'support',
        heading: 'The school answered: Video stops',
        message: 'Did that help?',
      }),
      expect.objectContaining({
        type: 'support',
        heading: 'The school answered: Video stops',
        message: 'Try another browser.',
      }),
    ]);
    // the answer opens the request itself
    const [newest] = notifications.json().results as {
      notification: Parameters<typeof notificationPath>[0];
    }[];
    expect(newest!.notification.route_params).toEqual({ support_request_id: asked.id });
    expect(notificationPath(newest!.notification)).toBe(`/support/${asked.id}`);
    // support is one of the default email types, so the answer also comes by email
    await expect
      .poll(async () => (await mailsTo('ana@example.ca')).map((m) => m.subject))
      .toContain('The school answered: Video stops');
  });

  it('shows one request with its answers to its student, and to nobody else', async () => {
    const ana = await verifiedStudent(t, 'ana@example.ca');
    const ben = await verifiedStudent(t, 'ben@example.ca');
    const asked = (await post(ana.cookie, { subject: 'Video stops', message: 'Help' })).json();
    await portal('support', 'answer', String(asked.id), 'Try another browser.');

    const one = (cookie: string, id: string | number) =>
      t.app.inject({ method: 'GET', url: `/api/v1/support/${id}/`, headers: { cookie } });
    const own = await one(ana.cookie, asked.id);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      id: asked.id,
      subject: 'Video stops',
      message: 'Help',
      source: 'help',
      created_at: asked.created_at,
      status: 'answered',
      answers: [{ id: expect.any(Number), message: 'Try another browser.', created_at: expect.any(String) }],
    });
    expect((await one(ben.cookie, asked.id)).statusCode).toBe(404);
    expect((await one(ben.cookie, asked.id)).json()).toMatchObject({ detail: 'Support request not found.' });
    expect((await one(ana.cookie, 99999999999)).statusCode).toBe(404);
    expect((await one(ana.cookie, 'abc')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/support/${asked.id}/` })).statusCode).toBe(401);
  });

  it('keeps a long subject’s notification heading within its limit', async () => {
    const ana = await verifiedStudent(t, 'ana@example.ca');
    const asked = (await post(ana.cookie, { subject: 'x'.repeat(200), message: 'Help' })).json();
    expect((await portal('support', 'answer', String(asked.id), 'Done.')).code).toBe(0);
    const notifications = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/',
      headers: { cookie: ana.cookie },
    });
    const heading = notifications.json().results[0].notification.heading as string;
    expect(heading).toHaveLength(200);
    expect(heading).toMatch(/^The school answered: x+…$/);
    expect((await list(ana.cookie)).body.results[0]!.answers[0]!.message).toBe('Done.');
  });

  it('answers an unknown id or an empty answer with a clear error, and changes nothing', async () => {
    const ana = await verifiedStudent(t, 'ana@example.ca');
    const asked = (await post(ana.cookie, { subject: 'Video stops', message: 'Help' })).json();

    expect(await portal('support', 'answer', '999', 'Hello')).toEqual({
      code: 1,
      log: [],
      error: ['No support request with the id 999.'],
    });
    expect((await portal('support', 'answer', '99999999999', 'Hello')).error).toEqual([
      'No support request with the id 99999999999.',
    ]);
    expect((await portal('support', 'answer', 'abc', 'Hello')).error).toEqual([
      'id: a request id such as 12',
    ]);
    expect(await portal('support', 'answer', String(asked.id), '   ')).toEqual({
      code: 1,
      log: [],
      error: ['message: Please write your message.'],
    });

    expect((await list(ana.cookie)).body.results[0]).toMatchObject({ status: 'open', answers: [] });
    const unseen = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/unseen-count/',
      headers: { cookie: ana.cookie },
    });
    expect(unseen.json().count).toBe(0);
  });
});
