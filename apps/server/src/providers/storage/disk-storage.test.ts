import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the disk store check', () => {
  it('passes for its folder, made when the store is', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-store-'));
    const storage = createDiskStorage(path.join(dir, 'files'));
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('says why when its folder is gone or is a file', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'portal-store-'));
    const root = path.join(dir, 'files');
    const storage = createDiskStorage(root);
    rmSync(root, { recursive: true });
    await expect(storage.check()).rejects.toThrow(/does not exist/);
    writeFileSync(root, '');
    await expect(storage.check()).rejects.toThrow(/is not a folder/);
  });
});
