import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { runPortal, servingContext } from '../../cli/run-portal';
import { eventReader } from '../../test/event-stream';
import { type Enrolled, completeBefore, contentOf, enrolledStudent, itemByName } from '../../test/journey';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';
import { SAMPLE, upload } from '../../test/uploads';
import { schoolDate } from '../../lib/dates';
import { recordAttendance } from './school-records.service';
import { OPERATOR } from '../staff/audit-log';
import { reviewPracticeEntry } from './practice-reviews.service';

const FREE = 'digital-literacy-essentials';
// days at the school (America/Toronto, the demo institute's time zone)
const TODAY = schoolDate(new Date(), 'America/Toronto');
const YESTERDAY = schoolDate(new Date(), 'America/Toronto', -1);
const TOMORROW = schoolDate(new Date(), 'America/Toronto', 1);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const entriesUrl = (s: Enrolled, content: number) =>
  `/api/v1/contents/${content}/practice-entries/?subscription=${s.subscription}`;

const send = (s: Enrolled, method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: s.cookie, origin: ORIGIN }, payload });

const entry = (overrides: object = {}) => ({
  date: YESTERDAY,
  duration_minutes: 30,
  note: 'Renamed my bank statements and moved them into Documents/Money.',
  ...overrides,
});

/** A student of the free demo program with the practice log opened, and the log's id. */
async function atPracticeLog(email: string) {
  const s = await enrolledStudent(t, email, FREE);
  const log = await itemByName(t, s, 'Practice task log');
  await completeBefore(t, s, log.id);
  return { s, log: log.id };
}

async function add(s: Enrolled, log: number, overrides: object = {}) {
  const res = await send(s, 'POST', `/api/v1/contents/${log}/practice-entries/`, {
    subscription: s.subscription,
    ...entry(overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

function capture() {
  const lines = { log: [] as string[], error: [] as string[] };
  return { lines, out: { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) } };
}
const portal = (out: ReturnType<typeof capture>['out'], ...args: string[]) =>
  runPortal(args, out, process.env, process.cwd(), servingContext(t.ctx));

describe('a practice log the student fills', () => {
  it('adds, edits and deletes pending entries with an optional file, and lists them newest first', async () => {
    const { s, log } = await atPracticeLog('logger@example.ca');
    expect((await contentOf(t, s, log)).quota).toEqual({
      required_count: 10,
      recorded_count: 0,
      practice_log: { can_add: true },
    });
    const file = await upload(
      t,
      s.cookie,
      { name: 'screenshot.png', bytes: SAMPLE.png },
      `?purpose=practice_entry&content=${log}`,
    );
    expect(file.statusCode).toBe(201);

    const first = await add(s, log, { file: file.json().id });
    expect(first).toMatchObject({
      content: log,
      subscription: s.subscription,
      date: YESTERDAY,
      duration_minutes: 30,
      status: 'pending',
      remarks: '',
      reviewed_at: null,
      file: { id: file.json().id, name: 'screenshot.png', url: `/api/v1/files/${file.json().id}/` },
    });
    const second = await add(s, log, {
      date: TODAY,
      duration_minutes: 45,
      note: '  Set up two-step verification.  ',
    });
    expect(second).toMatchObject({ note: 'Set up two-step verification.', file: null });

    const list = await send(s, 'GET', entriesUrl(s, log));
    expect(list.json()).toMatchObject({ count: 2, next: null, previous: null });
    expect(list.json().results.map((e: { id: number }) => e.id)).toEqual([second.id, first.id]);

    const edited = await send(
      s,
      'PATCH',
      `/api/v1/practice-entries/${first.id}/`,
      entry({ duration_minutes: 50, file: null }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ duration_minutes: 50, file: null, status: 'pending' });

    expect((await send(s, 'DELETE', `/api/v1/practice-entries/${second.id}/`)).statusCode).toBe(204);
    expect((await send(s, 'GET', entriesUrl(s, log))).json().count).toBe(1);
    // entries count only once approved
    expect((await contentOf(t, s, log)).quota.recorded_count).toBe(0);
  });

  it('refuses a future date, a duration out of bounds, an empty note and a file not uploaded for an entry', async () => {
    const { s, log } = await atPracticeLog('careless@example.ca');
    const url = `/api/v1/contents/${log}/practice-entries/`;
    const refused = async (overrides: object) => {
      const res = await send(s, 'POST', url, { subscription: s.subscription, ...entry(overrides) });
      expect(res.statusCode).toBe(400);
      return res.json();
    };
    expect(await refused({ date: TOMORROW })).toEqual({
      date: ['The date cannot be in the future.'],
      codes: { date: [{ code: 'practice.dateInFuture' }] },
    });
    expect(await refused({ date: '2026-02-30' })).toEqual({
      date: ['Enter the date of the practice.'],
      codes: { date: [{ code: 'practice.dateRequired' }] },
    });
    expect(await refused({ duration_minutes: 0 })).toEqual({
      duration_minutes: ['Enter a duration from 1 to 1440 minutes.'],
      codes: { duration_minutes: [{ code: 'practice.durationRange', params: { maxMinutes: 1440 } }] },
    });
    expect(await refused({ duration_minutes: 1441 })).toMatchObject({
      duration_minutes: ['Enter a duration from 1 to 1440 minutes.'],
    });
    expect(await refused({ note: '   ' })).toEqual({
      note: ['Describe what you practised.'],
      codes: { note: [{ code: 'practice.noteRequired' }] },
    });
    const other = await upload(t, s.cookie, { name: 'id.pdf', bytes: SAMPLE.pdf });
    expect(await refused({ file: other.json().id })).toEqual({
      file: ['Upload the file for this entry first.'],
      codes: { file: [{ code: 'practice.wrongFile' }] },
    });
    const html = await upload(
      t,
      s.cookie,
      { name: 'page.html', bytes: SAMPLE.html },
      `?purpose=practice_entry&content=${log}`,
    );
    expect(html.statusCode).toBe(400);
    expect(html.json()).toEqual({
      file: ['File type is not allowed'],
      codes: { file: [{ code: 'rules.fileTypeNotAllowed' }] },
    });

    const attendance = await itemByName(t, s, 'Drop-in computer labs');
    const notLog = await send(s, 'POST', `/api/v1/contents/${attendance.id}/practice-entries/`, entry());
    expect(notLog.statusCode).toBe(400);
    expect(notLog.json()).toEqual({
      non_field_errors: ['Only a practice log takes entries.'],
      codes: { non_field_errors: [{ code: 'practice.notPracticeLog' }] },
    });
  });

  it("shows and changes only the student's own entries", async () => {
    const { s: ana, log } = await atPracticeLog('ana.log@example.ca');
    const ben = await enrolledStudent(t, 'ben.log@example.ca', FREE);
    const mine = await add(ana, log);
    expect((await send(ben, 'PATCH', `/api/v1/practice-entries/${mine.id}/`, entry())).statusCode).toBe(404);
    expect((await send(ben, 'DELETE', `/api/v1/practice-entries/${mine.id}/`)).statusCode).toBe(404);
    // Ana's subscription id in Ben's session
    expect((await send(ben, 'GET', entriesUrl(ana, log))).statusCode).toBe(404);
    const added = await send(ben, 'POST', `/api/v1/contents/${log}/practice-entries/`, {
      subscription: ana.subscription,
      ...entry(),
    });
    expect(added.statusCode).toBe(404);
    expect((await send(ana, 'GET', entriesUrl(ana, log))).json().count).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: entriesUrl(ana, log) })).statusCode).toBe(401);
  });
});

describe('the school reviews practice entries', () => {
  it('lists pending entries; an approval counts once and completes the item; a refusal says why', async () => {
    const { s, log } = await atPracticeLog('reviewed@example.ca');
    await recordAttendance(t.ctx, s.profileId, FREE, 'practice-log', 8);
    const [a, b, c] = [
      await add(s, log),
      await add(s, log, { note: 'Backed up my Documents folder.' }),
      await add(s, log),
    ];
    const { lines, out } = capture();

    expect(await portal(out, 'practice', 'list', '--program', FREE)).toBe(0);
    const rows = lines.log.slice(1, -1).map((l) => l.split('\t'));
    expect(
      rows.filter((r) => r[2] === 'reviewed@example.ca').map((r) => [r[0], r[4], r[5], r[6], r[8]]),
    ).toEqual([
      [String(a.id), 'Practice task log', YESTERDAY, '30', a.note],
      [String(b.id), 'Practice task log', YESTERDAY, '30', 'Backed up my Documents folder.'],
      [String(c.id), 'Practice task log', YESTERDAY, '30', c.note],
    ]);

    const publish = vi.spyOn(t.ctx.events, 'publish');
    expect(await portal(out, 'practice', 'refuse', String(a.id), 'Describe the task in a sentence.')).toBe(0);
    expect(lines.log.at(-1)).toBe(
      `Refused entry ${a.id} of “Practice task log”: 8 of 10 count; the student was notified.`,
    );
    expect(await portal(out, 'practice', 'approve', String(b.id))).toBe(0);
    expect(await portal(out, 'practice', 'approve', String(c.id))).toBe(0);
    expect(lines.log.at(-1)).toBe(
      `Approved entry ${c.id} of “Practice task log”: 10 of 10 count; it is complete; the student was notified.`,
    );
    expect(await portal(out, 'practice', 'approve', String(c.id))).toBe(1);
    expect(lines.error.at(-1)).toBe(`Practice entry ${c.id} was already approved.`);
    expect(await portal(out, 'practice', 'refuse', String(b.id), '')).toBe(1);
    expect(await portal(out, 'practice', 'approve', '999999')).toBe(1);
    expect(lines.error.at(-1)).toBe('No practice entry 999999.');
    const completed = publish.mock.calls.filter(([, name]) => name === 'content.completed');
    expect(completed.map(([, , key]) => key)).toEqual([`${s.subscription}:${log}`]);
    publish.mockRestore();

    expect(await contentOf(t, s, log)).toMatchObject({
      is_completed: true,
      quota: { required_count: 10, recorded_count: 10 },
    });
    const list = (await send(s, 'GET', entriesUrl(s, log))).json().results as {
      id: number;
      status: string;
      remarks: string;
    }[];
    expect(list.find((e) => e.id === a.id)).toMatchObject({
      status: 'refused',
      remarks: 'Describe the task in a sentence.',
    });
    expect(list.find((e) => e.id === c.id)).toMatchObject({ status: 'approved' });
    // a reviewed entry stays as the school left it
    expect((await send(s, 'PATCH', `/api/v1/practice-entries/${c.id}/`, entry())).json()).toEqual({
      detail: 'This entry has been reviewed and can no longer be changed.',
      code: 'practice.reviewed',
    });
    expect((await send(s, 'DELETE', `/api/v1/practice-entries/${a.id}/`)).statusCode).toBe(409);

    const notes = (await send(s, 'GET', '/api/v1/notifications/?offset=0&limit=5')).json().results;
    expect(notes.map((n: { notification: { heading: string } }) => n.notification.heading)).toEqual(
      expect.arrayContaining(['Practice entry approved', 'Practice entry refused']),
    );
    expect(notes[0].notification.type).toBe('quota');
    expect(notes[0].notification.message).toMatch(
      /^Your entry of \w+ \d+, \d{4} in “Practice task log” \(Digital Literacy Essentials\) was approved: 10 of 10 now count\.$/,
    );
  });

  it('counts an entry approved twice at once, by two portals, once', async () => {
    const { s, log } = await atPracticeLog('twice@example.ca');
    const other = await secondInstance(t);
    try {
      const { id } = await add(s, log);
      const results = await Promise.allSettled([
        reviewPracticeEntry(t.ctx, OPERATOR, id, 'approved', ''),
        reviewPracticeEntry(other.ctx, OPERATOR, id, 'approved', ''),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ statusCode: 409 });
      expect((await contentOf(t, s, log)).quota.recorded_count).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('tells an open room when the school records attendance or reviews an entry', async () => {
    const { s, log } = await atPracticeLog('live.room@example.ca');
    const { id } = await add(s, log);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/notifications/stream/`, {
      headers: { cookie: s.cookie },
    });
    const events = eventReader(res.body!);
    expect((await events.next()).event).toBe('unseen_count');

    await recordAttendance(t.ctx, s.profileId, FREE, 'practice-log', 2);
    expect((await events.next()).event).toBe('notification');
    expect(await events.next()).toEqual({ event: 'room', data: { subscription_id: s.subscription } });
    // the room's next read has the new count
    expect((await contentOf(t, s, log)).quota.recorded_count).toBe(2);

    await reviewPracticeEntry(t.ctx, OPERATOR, id, 'approved', '');
    expect((await events.next()).event).toBe('notification');
    expect(await events.next()).toEqual({ event: 'room', data: { subscription_id: s.subscription } });
    expect((await contentOf(t, s, log)).quota.recorded_count).toBe(3);
    await events.cancel();
  });
});
