import { readFileSync } from 'node:fs';
import path from 'node:path';
import { JOURNEY_MESSAGES, type TContent } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomMedia } from '../../db/schema';
import { migrationsDir } from '../../paths';
import { type Enrolled, completeBefore, contentUrl, enrolledStudent, itemsOf } from '../../test/journey';
import { ORIGIN, clientAddress, verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';

const PAID = 'food-handler-certification';
const FREE = 'digital-literacy-essentials';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

async function courseOf(slug: string) {
  return (await get(`/api/v1/courses/slug/${slug}/`)).json() as { id: number };
}

/** The address of the program's first room video, as the room gives it to its students. */
async function videoOf(slug: string): Promise<string> {
  const { id } = await courseOf(slug);
  const rows = await t.ctx.db.query.contents.findMany({ where: (c, { eq }) => eq(c.courseId, id) });
  const src = rows.find((c) => c.contentType === 'video')?.settings.video?.src;
  expect(src, slug).toMatch(/^\/api\/v1\/media\//);
  return src!;
}

describe("a paid program's room video", () => {
  it('is sent to a student with access to the program, privately, by byte ranges', async () => {
    const student = await enrolledStudent(t, 'entitled@example.ca', PAID);
    const video = await videoOf(PAID);
    const whole = await get(video, { cookie: student.cookie });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toMatch(/^video\//);
    expect(whole.headers['cache-control']).toBe('private, no-store');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    const part = await get(video, { cookie: student.cookie, range: 'bytes=10-19' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['cache-control']).toBe('private, no-store');
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(10, 20));
  });

  it("is refused to a visitor, to another program's student and while access is pending", async () => {
    const video = await videoOf(PAID);
    expect((await get(video)).statusCode).toBe(401);

    const other = await enrolledStudent(t, 'other-program@example.ca', FREE);
    expect((await get(video, { cookie: other.cookie })).statusCode).toBe(404);

    const pending = await verifiedStudent(t, 'pending@example.ca');
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions/',
      headers: { cookie: pending.cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
      payload: { course: (await courseOf(PAID)).id, student_email: 'pending@example.ca' },
    });
    expect(joined.json().status).toBe('unpaid');
    const refused = await get(video, { cookie: pending.cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(JOURNEY_MESSAGES.accessPending);
  });
});

/** The program's first room video as its student's room gives it, in the reader's language. */
async function videoItem(student: Enrolled, headers: Record<string, string> = {}): Promise<TContent> {
  const item = (await itemsOf(t, student)).find((c) => c.content_type === 'video')!;
  await completeBefore(t, student, item.id);
  const res = await get(contentUrl(student, item.id), { cookie: student.cookie, ...headers });
  expect(res.statusCode).toBe(200);
  return res.json();
}

function captionsOf(content: TContent) {
  expect(content.content_type).toBe('video');
  return content.content_type === 'video' ? content.video.captions : [];
}

describe("a room video's captions", () => {
  it('are listed with the video, each language named in the reader’s', async () => {
    const student = await enrolledStudent(t, 'captions-reader@example.ca', PAID);
    const english = captionsOf(await videoItem(student));
    expect(english).toEqual([
      {
        lang: 'en',
        label: 'English',
        src: expect.stringMatching(/^\/api\/v1\/media\/handwashing-en-[0-9a-f]{16}\.vtt$/),
      },
      {
        lang: 'fr-CA',
        label: 'French',
        src: expect.stringMatching(/^\/api\/v1\/media\/handwashing-fr-ca-[0-9a-f]{16}\.vtt$/),
      },
    ]);
    const french = captionsOf(
      await videoItem(student, { cookie: `${student.cookie}; portal-language=fr-CA` }),
    );
    expect(french.map((c) => [c.lang, c.label, c.src])).toEqual([
      ['en', 'Anglais', english[0]!.src],
      ['fr-CA', 'Français', english[1]!.src],
    ]);
  });

  it("are sent to a paid program's student as WebVTT, privately, and refused as its video is", async () => {
    const student = await enrolledStudent(t, 'captions-owner@example.ca', PAID);
    const [en, fr] = captionsOf(await videoItem(student));
    const file = await get(fr!.src, { cookie: student.cookie });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.body).toMatch(/^WEBVTT\n\n1\n00:00\.000 --> /);
    expect(file.body).toContain('Je m’appelle Tom');
    expect((await get(en!.src, { cookie: student.cookie })).body).toContain("I'm Tom");

    for (const caption of [en!, fr!]) {
      expect((await get(caption.src)).statusCode).toBe(401);
      const other = await enrolledStudent(t, `captions-other-${caption.lang}@example.ca`, FREE);
      expect((await get(caption.src, { cookie: other.cookie })).statusCode).toBe(404);
    }
  });

  it('of a free program are sent to anyone, for any cache to keep', async () => {
    const student = await enrolledStudent(t, 'captions-free@example.ca', FREE);
    for (const caption of captionsOf(await videoItem(student))) {
      const res = await get(caption.src);
      expect(res.statusCode, caption.src).toBe(200);
      expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});

describe("a free program's room video and the institute's images", () => {
  it('are sent to anyone, for any cache to keep', async () => {
    const logo = (await get('/api/v1/site-config/')).json().logo as string;
    for (const url of [await videoOf(FREE), logo]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
    }
  });
});

describe('the migration that made room videos private', () => {
  it("gives each video imported before it to its program's room", async () => {
    // caption files came later than the migration, each imported with its room
    const made = (await t.ctx.db.select().from(roomMedia)).filter((row) => !row.key.endsWith('.vtt'));
    expect(made.length).toBeGreaterThan(0);
    const { id } = await courseOf(PAID);
    expect(made.some((row) => row.courseId === id)).toBe(true);

    await t.ctx.db.delete(roomMedia);
    const migration = readFileSync(path.join(migrationsDir, '0022_room_media.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1)!;
    await t.ctx.db.execute(sql.raw(backfill));
    const sorted = (rows: { key: string; courseId: number }[]) =>
      rows.map((r) => `${r.courseId} ${r.key}`).sort();
    expect(sorted(await t.ctx.db.select().from(roomMedia))).toEqual(sorted(made));
    expect(await t.ctx.db.select().from(roomMedia).where(eq(roomMedia.courseId, id))).not.toEqual([]);
  });
});
