import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { LIMITS, RULE_MESSAGES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../../db/schema';
import { type S3Peer, startS3Peer } from '../../test/s3';
import { verifiedStudent } from '../../test/students';
import { type TestApp, createTestApp } from '../../test/test-app';
import { SAMPLE, upload } from '../../test/uploads';

let peer: S3Peer;
let t: TestApp;
let cookie: string;
let profileId: number;

beforeAll(async () => {
  peer = await startS3Peer();
  t = await createTestApp({ demo: true, env: peer.env });
  const student = await verifiedStudent(t, 'bucket@example.ca');
  cookie = student.cookie;
  profileId = student.me.profile.id;
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

/** A PDF (by its first bytes) of `size` bytes in all. */
const pdfOf = (size: number) => Buffer.concat([SAMPLE.pdf, randomBytes(size - SAMPLE.pdf.length)]);

const pngOf = (size: number) => Buffer.concat([SAMPLE.png, randomBytes(size - SAMPLE.png.length)]);

const uploadsInBucket = async () =>
  (await peer.objects()).filter((o) => o.key.startsWith(`uploads/${profileId}/`));
const uploadsOnDisk = () => {
  const folder = path.join(t.ctx.config.dataDir, 'files', 'uploads');
  return existsSync(folder) ? readdirSync(folder, { recursive: true }) : [];
};

describe('uploads with S3_BUCKET set', () => {
  it('are streamed into the bucket with exactly their bytes, and come back from it', async () => {
    const bytes = pdfOf(4 * 1024 * 1024);
    const res = await upload(t, cookie, { name: 'transcript.pdf', bytes });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ size: bytes.length, content_type: 'application/pdf' });

    const stored = await uploadsInBucket();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.size).toBe(bytes.length);
    expect((await peer.bytesOf(stored[0]!.key)).equals(bytes)).toBe(true);
    expect(uploadsOnDisk()).toEqual([]);

    const file = await t.app.inject({ method: 'GET', url: res.json().url, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it('are refused past their size or of the wrong kind with nothing left in the bucket', async () => {
    const before = await uploadsInBucket();
    const tooLarge = await upload(
      t,
      cookie,
      { name: 'me.png', bytes: pngOf(LIMITS.profilePhotoMaxBytes + 1) },
      '?purpose=profile_photo',
    );
    expect(tooLarge.statusCode, tooLarge.body).toBe(400);
    expect(tooLarge.json()).toEqual({
      file: [RULE_MESSAGES.fileTooLarge],
      codes: { file: [{ code: 'rules.fileTooLarge' }] },
    });
    const html = await upload(t, cookie, { name: 'id-card.pdf', bytes: SAMPLE.html });
    expect(html.json()).toEqual({
      file: [RULE_MESSAGES.fileTypeNotAllowed],
      codes: { file: [{ code: 'rules.fileTypeNotAllowed' }] },
    });
    expect(await uploadsInBucket()).toEqual(before);
    expect(uploadsOnDisk()).toEqual([]);
  });

  it('make the portal unready while the bucket is down, and are refused for now', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).json().checks.storage).toBe(
      'up',
    );
    await peer.stop();
    const res = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.storage).toBe('down');
    // a student's upload meanwhile is refused for now, to be tried again, and nothing is recorded
    const before = await t.ctx.db.$count(uploadedFiles);
    const refused = await upload(t, cookie, { name: 'transcript.pdf', bytes: SAMPLE.pdf });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().code).toBe('storage_unavailable');
    expect(await t.ctx.db.$count(uploadedFiles)).toBe(before);
  });
});
