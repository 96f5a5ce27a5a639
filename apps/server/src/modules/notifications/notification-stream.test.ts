import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPortal } from '../../cli/run-portal';
import { dropListener, onPostgres } from '../../test/drop-listener';
import { ORIGIN, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { eventReader } from '../../test/event-stream';
import { notify } from './notifications.service';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('live notifications', () => {
  it('pushes a new notification and count changes to the student’s open stream, and only theirs', async () => {
    const ana = await verifiedStudent(t, 'ana@example.ca');
    const ben = await verifiedStudent(t, 'ben@example.ca');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/notifications/stream/`, {
      headers: { cookie: ana.cookie },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const events = eventReader(res.body!);
    expect(await events.next()).toEqual({ event: 'unseen_count', data: { unseen_count: 0 } });
    // ids are notification ids, the first the newest when the stream opened: none yet
    expect(events.lastEventId).toBe('0');

    await notify(t.ctx, ben.me.profile.id, { type: 'payment', heading: 'For Ben', message: 'm' });
    const item = await notify(t.ctx, ana.me.profile.id, {
      type: 'support',
      heading: 'Your question was answered',
      message: 'See the answer.',
    });
    expect(await events.next()).toEqual({ event: 'notification', data: { item, unseen_count: 1 } });
    expect(events.lastEventId).toBe(String(item.id));

    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/notifications/mark-all-read/',
      headers: { cookie: ana.cookie, origin: ORIGIN },
    });
    expect(await events.next()).toEqual({ event: 'unseen_count', data: { unseen_count: 0 } });
    await events.cancel();
  });

  it('refuses a stream without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/notifications/stream/' });
    expect(res.statusCode).toBe(401);
  });
});

/** The next event, or a failure after `ms`: what an open page waits for. */
function within<T>(ms: number, next: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`nothing within ${ms} ms`)), ms);
  });
  return Promise.race([next, late]).finally(() => clearTimeout(timer));
}

// PGlite runs in the process: its session is never dropped
describe.runIf(onPostgres)('live notifications after the listening connection drops', () => {
  async function openStream(cookie: string) {
    const { port } = t.app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/notifications/stream/`, { headers: { cookie } });
    const events = eventReader(res.body!);
    expect((await events.next()).event).toBe('unseen_count');
    return events;
  }
  const out = { log: () => {}, error: () => {} };
  const source = { open: async () => t.ctx, release: async () => {} };
  const portalNotify = (email: string, heading: string) =>
    runPortal(
      ['notify', email, 'support', heading, 'Sent while the portal was listening again.'],
      out,
      process.env,
      process.cwd(),
      source,
    );

  it('tells an open stream to resync, and a notification sent meanwhile is on the first page', async () => {
    const ana = await verifiedStudent(t, 'ana@example.ca');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const events = await openStream(ana.cookie);

    // the drill: the connection is ended, and a notification sent at once, while it may still be down
    await dropListener(t, { recovered: false });
    expect(await portalNotify('ana@example.ca', 'Sent during the drop')).toBe(0);
    const next = await within(10_000, events.next());
    if (next.event === 'notification') {
      // the connection was back before the notification was sent
      expect(next.data).toMatchObject({ item: { notification: { heading: 'Sent during the drop' } } });
      expect(await within(10_000, events.next())).toEqual({ event: 'resync', data: {} });
    } else expect(next).toEqual({ event: 'resync', data: {} });
    // what the page fetches on `resync`
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/',
      headers: { cookie: ana.cookie },
    });
    expect(list.json()).toMatchObject({
      unseen_count: 1,
      results: [{ notification: { heading: 'Sent during the drop' } }],
    });
    expect(t.ctx.database.listener().connected).toBe(true);
    await events.cancel();
  });

  it('pushes again to open streams and new ones once the connection is back, with no restart', async () => {
    const ana = await verifiedStudent(t, 'ana@example.ca');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const opened = await openStream(ana.cookie);

    await dropListener(t);
    expect(await within(10_000, opened.next())).toEqual({ event: 'resync', data: {} });
    const reopened = await openStream(ana.cookie);
    expect(await portalNotify('ana@example.ca', 'Live again')).toBe(0);
    for (const events of [opened, reopened]) {
      expect(await within(10_000, events.next())).toMatchObject({
        event: 'notification',
        data: { item: { notification: { heading: 'Live again' } }, unseen_count: 1 },
      });
      await events.cancel();
    }
  });
});

describe('portal notify', () => {
  it('notifies one student by email, or refuses a bad type and an unknown email', async () => {
    const ana = await verifiedStudent(t, 'ana@example.ca');
    const lines = { log: [] as string[], error: [] as string[] };
    const out = { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) };
    // the running portal's own context, as a forwarded operator command has
    const source = { open: async () => t.ctx, release: async () => {} };
    const portal = (...args: string[]) => runPortal(args, out, process.env, process.cwd(), source);

    expect(await portal('notify', 'ana@example.ca', 'party', 'Hello', 'World')).toBe(1);
    expect(lines.error.at(-1)).toMatch(/^type: One of: general, payment, /);
    expect(await portal('notify', 'nobody@example.ca', 'support', 'Hello', 'World')).toBe(1);
    expect(lines.error.at(-1)).toBe('No student with the email nobody@example.ca.');
    expect(await portal('notify', 'ana@example.ca', 'support', 'Hello')).toBe(1);

    expect(await portal('notify', 'ana@example.ca', 'support', 'Office hours', 'Open on Friday.')).toBe(0);
    expect(lines.log.at(-1)).toBe('Notified ana@example.ca.');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/',
      headers: { cookie: ana.cookie },
    });
    expect(list.json()).toMatchObject({
      count: 1,
      unseen_count: 1,
      results: [{ notification: { type: 'support', heading: 'Office hours', message: 'Open on Friday.' } }],
    });
  });
});
