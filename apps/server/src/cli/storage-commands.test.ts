import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../providers/storage/disk-storage';
import { createS3Storage } from '../providers/storage/s3-storage';
import { type S3Peer, startS3Peer } from '../test/s3';
import { runPortal } from './run-portal';

let peer: S3Peer;
let dataDir: string;
beforeEach(async () => {
  peer = await startS3Peer();
  dataDir = mkdtempSync(path.join(tmpdir(), 'portal-migrate-'));
});
afterEach(async () => {
  await peer.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const FILES = {
  'media/logo-0123456789abcdef.svg': Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  'uploads/3/5f0c1f7e-6f0e-4a57-9d1b-1e2f3a4b5c6d': randomBytes(6 * 1024 * 1024),
  'uploads/3/signed-4-1795786895654.pdf': Buffer.from('%PDF-1.4\n%%EOF\n'),
};

/** A data folder whose disk store holds the files, and a half-written one a crash left. */
async function diskStoreWithFiles() {
  const disk = createDiskStorage(path.join(dataDir, 'files'));
  for (const [key, bytes] of Object.entries(FILES)) await disk.put(key, bytes);
  writeFileSync(path.join(dataDir, 'files/uploads/3/x.0b6f0c3e-7f0e-4a57-9d1b-1e2f3a4b5c6d.part'), 'half');
}

async function migrate(env: Record<string, string>) {
  const lines = { log: [] as string[], error: [] as string[] };
  const code = await runPortal(
    ['storage', 'migrate', '--to', 's3'],
    {
      log: (l) => lines.log.push(l),
      error: (l) => lines.error.push(l),
    },
    env,
  );
  return { code, ...lines };
}

describe('portal storage migrate --to s3', () => {
  it('copies every file of the data folder into the bucket, as they are, and counts them', async () => {
    await diskStoreWithFiles();
    const first = await migrate({ DATA_DIR: dataDir, ...peer.env });
    expect(first.error).toEqual([]);
    expect(first.code).toBe(0);
    expect(first.log).toEqual([
      `Copied 3 file(s) from ${path.join(dataDir, 'files')} to the bucket portal-files; 0 were there already, 0 failed.`,
    ]);
    const bucket = createS3Storage(peer.config);
    expect((await peer.objects()).map((o) => o.key).sort()).toEqual(Object.keys(FILES).sort());
    for (const [key, bytes] of Object.entries(FILES)) {
      expect((await peer.bytesOf(key)).equals(bytes), key).toBe(true);
      expect(await bucket.size(key)).toBe(bytes.length);
    }
  });

  it('copies only what is missing or differs when run again', async () => {
    await diskStoreWithFiles();
    expect((await migrate({ DATA_DIR: dataDir, ...peer.env })).code).toBe(0);
    const again = await migrate({ DATA_DIR: dataDir, ...peer.env });
    expect(again.log[0]).toMatch(/^Copied 0 file\(s\) .*; 3 were there already, 0 failed\.$/);

    // a copy cut short, and a file uploaded to the data folder since
    await createS3Storage(peer.config).put('uploads/3/signed-4-1795786895654.pdf', Buffer.from('%PDF'));
    await createDiskStorage(path.join(dataDir, 'files')).put('uploads/9/new', Buffer.from('later'));
    const third = await migrate({ DATA_DIR: dataDir, ...peer.env });
    expect(third.log[0]).toMatch(/^Copied 2 file\(s\) .*; 2 were there already, 0 failed\.$/);
    expect(
      (await peer.bytesOf('uploads/3/signed-4-1795786895654.pdf')).equals(
        FILES['uploads/3/signed-4-1795786895654.pdf'],
      ),
    ).toBe(true);
    expect((await peer.bytesOf('uploads/9/new')).toString()).toBe('later');
  });

  it('says what is missing: the bucket, the folder, a bucket that answers', async () => {
    expect(await migrate({ DATA_DIR: dataDir })).toMatchObject({
      code: 1,
      error: ['S3_BUCKET must be set: the bucket to copy the files into'],
    });
    expect(await migrate({ DATA_DIR: dataDir, ...peer.env })).toMatchObject({
      code: 1,
      error: [`The folder ${path.join(dataDir, 'files')} does not exist: there is nothing to copy.`],
    });
    await diskStoreWithFiles();
    await peer.stop();
    const down = await migrate({ DATA_DIR: dataDir, ...peer.env });
    expect(down.code).toBe(1);
    expect(down.error[0]).toMatch(
      /^Nothing was copied: the bucket portal-files could not be reached at .*: ECONNREFUSED\.$/,
    );
  });

  it('copies only to s3', async () => {
    const lines: string[] = [];
    const code = await runPortal(
      ['storage', 'migrate', '--to', 'disk'],
      {
        log: () => {},
        error: (l) => lines.push(l),
      },
      { DATA_DIR: dataDir, ...peer.env },
    );
    expect(code).toBe(1);
    expect(lines).toEqual(['to: s3, the bucket of S3_BUCKET']);
  });
});
