import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TStaffContent } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries, contents, courses } from '../../db/schema';
import { completeBefore, contentOf, enrolledStudent } from '../../test/journey';
import { type StaffClient, staffMember } from '../../test/staff';
import { ORIGIN } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { SAMPLE } from '../../test/uploads';
import { formatTimestamp } from '../content-folder/webvtt';
import { videoDurationOf } from '../media/video-duration';

const FREE = 'digital-literacy-essentials';
const MEDIA = path.join(
  import.meta.dirname,
  '../../../../../content/demo/programs/business-communication/media',
);

let t: TestApp;
let instructor: StaffClient;
let video: number;
let theirs: number;
let lesson: number;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const ids: Record<string, number> = {};
  for (const row of await t.ctx.db.select().from(courses)) ids[row.slug] = row.id;
  instructor = await staffMember(t, 'instructor', { programs: [ids[FREE]!] });
  const rows = await t.ctx.db.select().from(contents);
  video = rows.find((c) => c.courseId === ids[FREE] && c.contentType === 'video')!.id;
  theirs = rows.find((c) => c.courseId !== ids[FREE] && c.contentType === 'video')!.id;
  lesson = rows.find((c) => c.courseId === ids[FREE] && c.contentType === 'lesson')!.id;
}, 120_000);
afterAll(() => t?.close());

const form = (name: string, bytes: Buffer, type: string) => {
  const body = new FormData();
  body.append('file', new Blob([bytes], { type }), name);
  return body;
};
const put = (url: string, name: string, bytes: Buffer, type = 'application/octet-stream') =>
  t.app.inject({
    method: 'PUT',
    url,
    headers: { cookie: instructor.cookie, origin: ORIGIN },
    payload: form(name, bytes, type),
  });
const WEBM = readFileSync(path.join(MEDIA, 'plain-language-rewrite.webm'));
const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nBonjour et bienvenue.\n';

describe("a video item's file and captions in the console", () => {
  it('takes a new video file, which the student’s room plays next, with who changed it', async () => {
    const res = await put(`/api/v1/staff/contents/${video}/video/`, 'Rewrite Demo.webm', WEBM, 'video/webm');
    expect(res.statusCode, res.body).toBe(200);
    const src = (res.json() as TStaffContent).video!.src;
    expect(src).toMatch(/^\/api\/v1\/media\/rewrite-demo-[0-9a-f]{16}\.webm$/);
    const student = await enrolledStudent(t, 'media-student@example.ca', FREE);
    await completeBefore(t, student, video);
    expect(JSON.stringify(await contentOf(t, student, video))).toContain(src);
    const played = await t.app.inject({ method: 'GET', url: src, headers: { cookie: student.cookie } });
    expect(played.statusCode).toBe(200);
    expect(played.rawPayload.equals(WEBM)).toBe(true);
    const [entry] = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'content.video'), eq(auditEntries.entityId, String(video))));
    expect(entry).toMatchObject({ actorEmail: instructor.email, after: expect.objectContaining({ src }) });
  });

  it('refuses what is not a video, and another program’s item or a lesson', async () => {
    const pdf = await put(`/api/v1/staff/contents/${video}/video/`, 'lecture.webm', SAMPLE.pdf);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().file).toEqual(['File type is not allowed']);
    expect(pdf.json().codes).toEqual({ file: [{ code: 'staff.forms.fileTypeNotAllowed' }] });
    expect((await put(`/api/v1/staff/contents/${theirs}/video/`, 'v.webm', WEBM)).statusCode).toBe(404);
    expect((await put(`/api/v1/staff/contents/${lesson}/video/`, 'v.webm', WEBM)).statusCode).toBe(404);
  });

  it('adds, replaces and removes captions by language, refusing a broken file by its line', async () => {
    const url = `/api/v1/staff/contents/${video}/captions/fr-CA/`;
    const added = await put(url, 'tour.fr-CA.vtt', Buffer.from(VTT), 'text/vtt');
    expect(added.statusCode, added.body).toBe(200);
    const captions = (added.json() as TStaffContent).video!.captions;
    expect(captions.map((c) => c.lang)).toEqual(['en', 'fr-CA']);
    const french = captions.find((c) => c.lang === 'fr-CA')!.src;
    const served = await t.app.inject({ method: 'GET', url: french, headers: { cookie: instructor.cookie } });
    expect(served.body).toBe(VTT);

    const broken = await put(url, 'broken.vtt', Buffer.from('00:00:00.000 --> 00:00:02.000\nNo header\n'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      file: ['line 1: a WebVTT file starts with the line WEBVTT'],
      codes: { file: [{ code: 'staff.captions.header', params: { line: 1 } }] },
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url,
      headers: { cookie: instructor.cookie, origin: ORIGIN },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.json() as TStaffContent).video!.captions.map((c) => c.lang)).toEqual(['en']);
  });

  it('refuses captions that run past the end of the video, whose length it reads from the uploaded file', async () => {
    const seconds = videoDurationOf(path.join(MEDIA, 'plain-language-rewrite.webm'))!;
    const uploaded = await put(`/api/v1/staff/contents/${video}/video/`, 'rewrite.webm', WEBM, 'video/webm');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [row] = await t.ctx.db.select().from(contents).where(eq(contents.id, video));
    expect(row!.settings.video!.seconds).toBeCloseTo(seconds, 3);

    const url = `/api/v1/staff/contents/${video}/captions/fr-CA/`;
    const late = `WEBVTT\n\n00:00.000 --> 00:02.000\nBonjour.\n\n00:02.000 --> 59:00.000\nAu revoir.\n`;
    const refused = await put(url, 'late.vtt', Buffer.from(late), 'text/vtt');
    expect(refused.statusCode).toBe(400);
    const video_ = formatTimestamp(seconds);
    expect(refused.json()).toEqual({
      file: [`line 6: the cue ends at 59:00.000, after the video (${video_})`],
      codes: {
        file: [{ code: 'staff.captions.afterVideo', params: { line: 6, end: '59:00.000', video: video_ } }],
      },
    });
    const within = `WEBVTT\n\n00:00.000 --> ${formatTimestamp(Math.floor(seconds))}\nBonjour.\n`;
    expect((await put(url, 'within.vtt', Buffer.from(within), 'text/vtt')).statusCode).toBe(200);
  });
});
