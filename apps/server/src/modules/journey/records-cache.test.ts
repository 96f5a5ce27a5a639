import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropListener, onPostgres } from '../../test/drop-listener';
import { type Enrolled, contentOf, contentUrl, enrolledStudent, itemsOf } from '../../test/journey';
import { type TestApp, createTestApp, secondInstance } from '../../test/test-app';
import { ROOM_RECORDS_CHANNEL } from '../../db/signals';
import { RECORDS_CACHE_MS, createRecordsCache } from './records-cache';

const FREE = 'digital-literacy-essentials';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const get = (s: Enrolled, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: s.cookie } });

const completion = (s: Enrolled, contentId: number) =>
  `insert into content_progress (subscription_id, content_id, completed_at, updated_at)
    values (${s.subscription}, ${contentId}, now(), now())
    on conflict (subscription_id, content_id) do update set completed_at = now()`;

/** A change written straight to the database through the portal's own connections, as its services do. */
const completeInDatabase = (s: Enrolled, contentId: number) =>
  t.ctx.db.execute(sql.raw(completion(s, contentId)));

/** The same change from a connection of its own, as another server process would make it. */
async function completeElsewhere(s: Enrolled, contentId: number) {
  const database = t.ctx.config.database;
  // PGlite is one session in this process: no other process can write to it
  if (database.kind !== 'postgres') return completeInDatabase(s, contentId);
  const other = new pg.Client({ connectionString: database.url });
  await other.connect();
  try {
    await other.query(completion(s, contentId));
  } finally {
    await other.end();
  }
}

/** With the change signals off: what is kept stays until its time is up. */
async function withoutSignals<T>(run: () => Promise<T>): Promise<T> {
  await t.ctx.db.execute(sql`alter table content_progress disable trigger user`);
  try {
    return await run();
  } finally {
    await t.ctx.db.execute(sql`alter table content_progress enable trigger user`);
  }
}

/** Reads the item until `done` holds, for as long as a signal may take (well under the keeping time). */
async function readUntil(s: Enrolled, id: number, done: (item: { is_completed: boolean }) => boolean) {
  const until = Date.now() + RECORDS_CACHE_MS / 2;
  for (;;) {
    const item = await contentOf(t, s, id);
    if (done(item) || Date.now() > until) return item;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the course room's kept records", () => {
  it('are read from memory: a change nobody signals is not seen at once', async () => {
    const s = await enrolledStudent(t, 'kept@example.ca', FREE);
    const [lesson] = await itemsOf(t, s);
    expect((await contentOf(t, s, lesson!.id)).is_completed).toBe(false);

    await withoutSignals(() => completeInDatabase(s, lesson!.id));
    expect((await contentOf(t, s, lesson!.id)).is_completed).toBe(false);
  });

  it('are forgotten before a change made in this process resolves, whatever made it', async () => {
    const s = await enrolledStudent(t, 'own-change@example.ca', FREE);
    const [lesson, video] = await itemsOf(t, s);
    expect((await contentOf(t, s, lesson!.id)).is_completed).toBe(false);

    // a service's write, outside any call: read at once, with no waiting
    await completeInDatabase(s, lesson!.id);
    expect((await contentOf(t, s, lesson!.id)).is_completed).toBe(true);

    // the student's own call
    expect((await contentOf(t, s, video!.id)).is_completed).toBe(false);
    expect((await get(s, contentUrl(s, video!.id, 'view/'))).json().is_completed).toBe(true);
    expect((await contentOf(t, s, video!.id)).is_completed).toBe(true);
  });

  it('are signalled on every connection the portal writes through, before its commit resolves', async () => {
    await t.app.ready();
    // PostgreSQL: each pooled connection listens before it is first used; PGlite: its one session
    const listening = (await t.ctx.db.execute(sql`select pg_listening_channels() as channel`)) as unknown as {
      rows: { channel: string }[];
    };
    expect(listening.rows.map((row) => row.channel)).toContain(ROOM_RECORDS_CHANNEL);
  });

  it("are forgotten when another process's change is signalled", async () => {
    const s = await enrolledStudent(t, 'elsewhere@example.ca', FREE);
    const [lesson] = await itemsOf(t, s);
    expect((await contentOf(t, s, lesson!.id)).is_completed).toBe(false);

    await completeElsewhere(s, lesson!.id);
    expect((await readUntil(s, lesson!.id, (item) => item.is_completed)).is_completed).toBe(true);
  });

  it("are forgotten when the student's own call lands on another process", async () => {
    const s = await enrolledStudent(t, 'two-processes@example.ca', FREE);
    const [lesson] = await itemsOf(t, s);
    expect((await contentOf(t, s, lesson!.id)).is_completed).toBe(false);

    const other = await secondInstance(t);
    try {
      const viewed = await other.app.inject({
        url: contentUrl(s, lesson!.id, 'view/'),
        headers: { cookie: s.cookie },
      });
      expect(viewed.json().is_completed).toBe(true);
      expect((await readUntil(s, lesson!.id, (item) => item.is_completed)).is_completed).toBe(true);
    } finally {
      await other.close();
    }
  });

  it("answer 404 for another student's subscription, even while its owner's records are kept", async () => {
    const owner = await enrolledStudent(t, 'kept-owner@example.ca', FREE);
    const other = await enrolledStudent(t, 'kept-other@example.ca', FREE);
    const [lesson] = await itemsOf(t, owner);
    await contentOf(t, owner, lesson!.id);

    const borrowed = { ...other, subscription: owner.subscription };
    expect((await get(borrowed, contentUrl(borrowed, lesson!.id))).statusCode).toBe(404);
    expect(
      (await get(borrowed, `/api/v1/sections/?course=${owner.course.id}&subscription=${owner.subscription}`))
        .statusCode,
    ).toBe(404);
  });

  it('are read again once their time is up, and only once listening', async () => {
    const s = await enrolledStudent(t, 'expiry@example.ca', FREE);
    const [lesson] = await itemsOf(t, s);
    const clock = { now: Date.now() };
    const cache = createRecordsCache(t.ctx.database, () => clock.now);
    const completed = async () =>
      (await cache.find(t.ctx.db, s.profileId, s.subscription))!.records.progress.some(
        (p) => p.contentId === lesson!.id && p.completedAt !== null,
      );

    await withoutSignals(async () => {
      // not listening yet: every read goes to the database
      expect(await completed()).toBe(false);
      await completeInDatabase(s, lesson!.id);
      expect(await completed()).toBe(true);
    });
    await cache.start();
    try {
      await withoutSignals(async () => {
        await t.ctx.db.execute(sql`delete from content_progress where subscription_id = ${s.subscription}`);
        expect(await completed()).toBe(false);
        await completeInDatabase(s, lesson!.id);
        expect(await completed()).toBe(false);
        clock.now += RECORDS_CACHE_MS;
        expect(await completed()).toBe(true);
      });
    } finally {
      await cache.stop();
    }
  });

  // PGlite runs in the process: its session is never dropped
  it.runIf(onPostgres)('are all forgotten once a lost listening connection is back', async () => {
    const s = await enrolledStudent(t, 'reconnect@example.ca', FREE);
    const [lesson] = await itemsOf(t, s);
    // a clock that stands still: only a signal or the reconnection forgets
    const cache = createRecordsCache(t.ctx.database, () => 0);
    const completed = async () =>
      (await cache.find(t.ctx.db, s.profileId, s.subscription))!.records.progress.some(
        (p) => p.contentId === lesson!.id && p.completedAt !== null,
      );
    await cache.start();
    try {
      expect(await completed()).toBe(false);
      // a change whose signal is missed, as one sent while the connection is down
      await withoutSignals(() => completeInDatabase(s, lesson!.id));
      expect(await completed()).toBe(false);

      await dropListener(t);
      expect(await completed()).toBe(true);
    } finally {
      await cache.stop();
    }
  });
});
