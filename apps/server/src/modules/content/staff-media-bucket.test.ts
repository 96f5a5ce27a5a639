import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TStaffContent } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contents, courses } from '../../db/schema';
import { type S3Peer, startS3Peer } from '../../test/s3';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';

const MEDIA = path.join(
  import.meta.dirname,
  '../../../../../content/demo/programs/business-communication/media',
);
/** The demo's video with bytes after its end: a file of some megabytes, as a school's is. */
const VIDEO = Buffer.concat([
  readFileSync(path.join(MEDIA, 'plain-language-rewrite.webm')),
  randomBytes(6 * 1024 ** 2),
]);

let peer: S3Peer;
let t: TestApp;
let admin: StaffClient;
let video: number;
beforeAll(async () => {
  peer = await startS3Peer();
  t = await createTestApp({ demo: true, env: peer.env });
  admin = await staffMember(t, 'admin');
  const [free] = await t.ctx.db.select().from(courses).where(eq(courses.slug, 'digital-literacy-essentials'));
  const rows = await t.ctx.db.select().from(contents).where(eq(contents.courseId, free!.id));
  video = rows.find((c) => c.contentType === 'video')!.id;
}, 120_000);
afterAll(async () => {
  await t.close();
  await peer.close();
});

const uploadVideo = () => {
  const form = new FormData();
  form.append('file', new Blob([VIDEO], { type: 'video/webm' }), 'Long tour.webm');
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/staff/contents/${video}/video/`,
    headers: { cookie: admin.cookie, origin: ORIGIN },
    payload: form,
  });
};
const srcOf = async () =>
  (await t.ctx.db.select().from(contents).where(eq(contents.id, video)))[0]!.settings.video!.src;

describe("a video item's file with S3_BUCKET set", () => {
  it('is streamed into the bucket with exactly its bytes', async () => {
    const res = await uploadVideo();
    expect(res.statusCode, res.body).toBe(200);
    const key = (res.json() as TStaffContent).video!.src.split('/').pop()!;
    const stored = (await peer.objects()).find((o) => o.key === `media/${key}`);
    expect(stored?.size).toBe(VIDEO.length);
    expect((await peer.bytesOf(`media/${key}`)).equals(VIDEO)).toBe(true);
  });

  it('is refused for now while the bucket is down, and the item keeps the video it had', async () => {
    const before = await srcOf();
    await peer.stop();
    const res = await uploadVideo();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.json()).toEqual({
      detail: 'File storage is unavailable. Please try again in a few minutes.',
      code: 'storage_unavailable',
    });
    expect(await srcOf()).toBe(before);
  });
});
