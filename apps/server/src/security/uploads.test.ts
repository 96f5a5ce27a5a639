import { existsSync, readdirSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { LIMITS, RULE_MESSAGES } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../db/schema';
import { ORIGIN, verifiedStudent } from '../test/students';
import { type TestApp, createTestApp } from '../test/test-app';
import { SAMPLE, upload } from '../test/uploads';

type Student = { cookie: string; profileId: number };

/** Bytes that are not what a student's file should be: a Windows program, a page with a script. */
const FOREIGN = {
  exe: Buffer.concat([
    Buffer.from('MZ'),
    Buffer.alloc(58),
    Buffer.from([0x40, 0, 0, 0]),
    Buffer.from('PE\0\0'),
  ]),
  html: SAMPLE.html,
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.cookie)"></svg>'),
};

/** A PNG signature followed by `size` bytes in all. */
const pngOf = (size: number) => Buffer.concat([SAMPLE.png, Buffer.alloc(size - SAMPLE.png.length)]);

let t: TestApp;
let refused: Student;
let served: Student;

const asStudent = async (email: string): Promise<Student> => {
  const { cookie, me } = await verifiedStudent(t, email);
  return { cookie, profileId: me.profile.id };
};

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  // two students, so that neither meets the upload rate limit
  refused = await asStudent('refused@example.ca');
  served = await asStudent('served@example.ca');
});
afterAll(() => t.close());

/** What the student has stored: rows, and files on disk (a half-written `.part` included). */
async function storedBy(s: Student) {
  const rows = await t.ctx.db.select().from(uploadedFiles).where(eq(uploadedFiles.studentId, s.profileId));
  const folder = path.join(t.ctx.config.dataDir, 'files', 'uploads', String(s.profileId));
  const files = existsSync(folder) ? readdirSync(folder, { recursive: true }) : [];
  return { rows: rows.length, files: files.length };
}

const download = (s: Student, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: s.cookie } });

describe('a file whose content is not what its name says', () => {
  it.each([
    ['document', 'transcript.pdf', 'a PNG', SAMPLE.png],
    ['document', 'passport.jpg', 'a program', FOREIGN.exe],
    ['document', 'id-card.pdf', 'an HTML page', FOREIGN.html],
    ['document', 'marks.csv', 'a program', FOREIGN.exe],
    ['document', 'marks.csv', 'a PNG', SAMPLE.png],
    ['document', 'letter.png', 'an SVG image', FOREIGN.svg],
    ['document', 'page.html', 'an HTML page', FOREIGN.html],
    ['document', 'setup.exe', 'a program', FOREIGN.exe],
    ['document', 'statement', 'a PDF without an extension', SAMPLE.pdf],
    ['profile_photo', 'me.jpg', 'a program', FOREIGN.exe],
    ['profile_photo', 'me.png', 'an HTML page', FOREIGN.html],
    ['profile_photo', 'me.png', 'an SVG image', FOREIGN.svg],
    ['profile_photo', 'me.svg', 'an SVG image', FOREIGN.svg],
    ['profile_photo', 'me.gif', 'a PDF', SAMPLE.pdf],
  ])('is refused: a %s named %s holding %s', async (purpose, name, _what, bytes) => {
    const before = await storedBy(refused);
    const res = await upload(t, refused.cookie, { name, bytes }, `?purpose=${purpose}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      file: [RULE_MESSAGES.fileTypeNotAllowed],
      codes: { file: [{ code: 'rules.fileTypeNotAllowed' }] },
    });
    expect(await storedBy(refused)).toEqual(before);
  });

  it('is refused as a profile photo sent with the profile form too', async () => {
    const before = await storedBy(refused);
    const form = new FormData();
    form.append('profile_photo', new Blob([FOREIGN.html], { type: 'image/png' }), 'me.png');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/student/profile/',
      headers: { cookie: refused.cookie, origin: ORIGIN },
      payload: form,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      profile_photo: [RULE_MESSAGES.fileTypeNotAllowed],
      codes: { profile_photo: [{ code: 'rules.fileTypeNotAllowed' }] },
    });
    expect(await storedBy(refused)).toEqual(before);
  });

  it('is taken when its bytes are what its name says', async () => {
    const res = await upload(
      t,
      served.cookie,
      { name: 'me.png', bytes: SAMPLE.png },
      '?purpose=profile_photo',
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ name: 'me.png', content_type: 'image/png' });
  });
});

describe('an upload past its size', () => {
  it('is refused one byte past the limit, with the size message and nothing kept', async () => {
    const before = await storedBy(refused);
    const res = await upload(
      t,
      refused.cookie,
      { name: 'me.png', bytes: pngOf(LIMITS.profilePhotoMaxBytes + 1) },
      '?purpose=profile_photo',
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      file: [RULE_MESSAGES.fileTooLarge],
      codes: { file: [{ code: 'rules.fileTooLarge' }] },
    });
    expect(await storedBy(refused)).toEqual(before);
  });

  it('is taken at exactly the limit', async () => {
    const res = await upload(
      t,
      served.cookie,
      { name: 'me.png', bytes: pngOf(LIMITS.profilePhotoMaxBytes) },
      '?purpose=profile_photo',
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('is stopped at the limit while it streams: answered, the connection ended, the rest never read', async () => {
    const before = await storedBy(refused);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const offered = 200 * 1024 * 1024;
    const outcome = await new Promise<{ status: number | null; body: string; sent: number; closed: boolean }>(
      (resolve) => {
        const boundary = 'portal-upload-boundary';
        const req = request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/v1/files/?purpose=profile_photo',
          headers: {
            cookie: refused.cookie,
            origin: ORIGIN,
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
        });
        const result = { status: null as number | null, body: '', sent: 0, closed: false };
        req.on('response', (res) => {
          result.status = res.statusCode ?? null;
          res.on('data', (chunk: Buffer) => (result.body += chunk.toString()));
        });
        // the reset that ends the connection while the request is unfinished
        req.on('error', () => {});
        req.on('close', () => {
          result.closed = true;
          resolve(result);
        });
        req.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.png"\r\n` +
            'Content-Type: image/png\r\n\r\n',
        );
        req.write(SAMPLE.png);
        const chunk = Buffer.alloc(64 * 1024);
        // one chunk a turn, so the answer is read as soon as it comes
        const pump = () => {
          if (result.closed || result.status !== null) return;
          if (result.sent >= offered) return void req.end(`\r\n--${boundary}--\r\n`);
          result.sent += chunk.length;
          if (req.write(chunk)) setImmediate(pump);
          else req.once('drain', pump);
        };
        pump();
      },
    );
    expect(outcome.status, outcome.body).toBe(400);
    expect(JSON.parse(outcome.body)).toEqual({
      file: [RULE_MESSAGES.fileTooLarge],
      codes: { file: [{ code: 'rules.fileTooLarge' }] },
    });
    expect(outcome.closed).toBe(true);
    // what the sockets' buffers held past the limit, far from all that was offered
    expect(outcome.sent).toBeLessThan(LIMITS.profilePhotoMaxBytes + 32 * 1024 * 1024);
    expect(await storedBy(refused)).toEqual(before);
  });

  it('is refused as a JSON body past the server-wide limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/support/',
      headers: { cookie: refused.cookie, origin: ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
  });
});

describe('an HTML or SVG file served back', () => {
  it('comes back as a download that nothing runs, even when its name let it in as text', async () => {
    const res = await upload(t, served.cookie, { name: 'marks.csv', bytes: FOREIGN.html });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().content_type).toBe('text/csv');
    const file = await download(served, res.json().url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('gives every file back as a download, whatever its name', async () => {
    const name = 'Relevé de notes 学生证 “final”.pdf';
    const res = await upload(t, served.cookie, { name, bytes: SAMPLE.pdf });
    expect(res.statusCode, res.body).toBe(201);
    const file = await download(served, res.json().url);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Relev_ de notes ___ _final_.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
    );
    expect(file.rawPayload.equals(SAMPLE.pdf)).toBe(true);
  });

  it("serves the school's own SVG images in place only under a sandbox that runs no script", async () => {
    const logo = (await t.app.inject({ method: 'GET', url: '/api/v1/site-config/' })).json().logo as string;
    const res = await t.app.inject({ method: 'GET', url: logo });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
  });
});
