import { createHash, randomBytes } from 'node:crypto';
import { type Dirent, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Peer, startS3Peer } from '../../test/s3';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { FileStorage } from './storage';

const bytesOf = async (stream: Readable | null) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream!) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The bytes in chunks of 64 KB, as an upload arrives; then, if given, the error it fails with. */
function streamOf(bytes: Buffer, failWith?: Error): Readable {
  return Readable.from(
    (async function* () {
      for (let at = 0; at < bytes.length; at += 64 * 1024) yield bytes.subarray(at, at + 64 * 1024);
      if (failWith) throw failWith;
    })(),
    { objectMode: false },
  );
}

/** What a store holds, by key, and what a half-written file would leave. */
type Store = { storage: FileStorage; keys: () => Promise<string[]>; close: () => Promise<void> };

async function diskStore(): Promise<Store> {
  const dir = mkdtempSync(path.join(tmpdir(), 'portal-store-'));
  const root = path.join(dir, 'files');
  return {
    storage: createDiskStorage(root),
    keys: async () =>
      (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name))),
    close: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

let peer: S3Peer;
beforeAll(async () => {
  peer = await startS3Peer();
});
afterAll(() => peer.close());

async function bucketStore(): Promise<Store> {
  return {
    storage: createS3Storage(peer.config),
    keys: async () => (await peer.objects()).map((o) => o.key),
    close: async () => {
      for (const { key } of await peer.objects()) await createS3Storage(peer.config).remove(key);
    },
  };
}

describe.each([
  ['the disk store', diskStore],
  ['the bucket store (s3rver)', bucketStore],
])('%s', (_name, open) => {
  let store: Store;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(() => store.close());

  it('gives back what it was given, whole or by byte range, and its size', async () => {
    const bytes = randomBytes(300_000);
    await store.storage.put('uploads/7/report', bytes);
    expect((await bytesOf(await store.storage.read('uploads/7/report'))).equals(bytes)).toBe(true);
    const part = await bytesOf(await store.storage.read('uploads/7/report', { start: 1000, end: 1999 }));
    expect(part.equals(bytes.subarray(1000, 2000))).toBe(true);
    expect(await store.storage.size('uploads/7/report')).toBe(bytes.length);
  });

  it('stores a stream with exactly its bytes, a large one in several parts', async () => {
    for (const [key, size] of [
      ['uploads/7/small', 100_000],
      ['uploads/7/large', 12 * 1024 * 1024 + 5],
    ] as const) {
      const bytes = randomBytes(size);
      await store.storage.put(key, streamOf(bytes));
      expect(await store.storage.size(key), key).toBe(size);
      expect(sha256(await bytesOf(await store.storage.read(key))), key).toBe(sha256(bytes));
    }
  });

  it('stores a stream of known length in one request, with exactly its bytes', async () => {
    const bytes = randomBytes(200_000);
    await store.storage.put('uploads/7/known', streamOf(bytes), bytes.length);
    expect(await store.storage.size('uploads/7/known')).toBe(bytes.length);
    expect(sha256(await bytesOf(await store.storage.read('uploads/7/known')))).toBe(sha256(bytes));
  });

  it('keeps nothing of a stream that fails, small or past a part, and throws its error', async () => {
    const refused = new Error('File size is too large');
    for (const size of [100_000, 7 * 1024 * 1024]) {
      const before = await store.keys();
      await expect(store.storage.put('uploads/7/refused', streamOf(randomBytes(size), refused))).rejects.toBe(
        refused,
      );
      expect(await store.keys()).toEqual(before);
      expect(await store.storage.read('uploads/7/refused')).toBeNull();
    }
  });

  it('answers null for a key it does not hold, and forgets a removed file', async () => {
    expect(await store.storage.read('uploads/7/never')).toBeNull();
    expect(await store.storage.size('uploads/7/never')).toBeNull();
    await store.storage.put('media/logo-1234.svg', Buffer.from('<svg/>'));
    expect(await text((await store.storage.read('media/logo-1234.svg'))!)).toBe('<svg/>');
    await store.storage.remove('media/logo-1234.svg');
    expect(await store.storage.read('media/logo-1234.svg')).toBeNull();
    await expect(store.storage.remove('media/logo-1234.svg')).resolves.toBeUndefined();
  });

  it('refuses a key that could leave its place', async () => {
    for (const key of ['../secret', 'uploads/../../etc/passwd', '/abs', 'a//b'])
      await expect(store.storage.put(key, Buffer.from('x')), key).rejects.toThrow('Unsafe storage key');
  });

  it('can store files now', async () => {
    await expect(store.storage.check()).resolves.toBeUndefined();
  });
});
