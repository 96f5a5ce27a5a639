import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type FileStorage } from './storage';

/** What the disk store writes before renaming a file into place; a crash may leave one behind. */
const PART_FILE = /\.[0-9a-f-]{36}\.part$/;

export type CopyCounts = { copied: number; skipped: number; failed: number };

/** Every file under the disk store's folder, by its key, with its size; half-written files left out. */
async function* filesOf(root: string): AsyncGenerator<{ key: string; file: string; size: number }> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || PART_FILE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const key = path.relative(root, file).split(path.sep).join('/');
    yield { key, file, size: (await stat(file)).size };
  }
}

/**
 * Copies every file of a disk store's folder into another store under the same key, one at a time,
 * streamed. A file the store already holds at the same size is skipped, so a copy that stopped
 * half-way, or one run again for the files that came since, copies only what is missing.
 */
export async function copyFolderToStore(
  root: string,
  to: FileStorage,
  onFailure: (key: string, error: Error) => void,
): Promise<CopyCounts> {
  const counts: CopyCounts = { copied: 0, skipped: 0, failed: 0 };
  for await (const { key, file, size } of filesOf(root)) {
    try {
      assertSafeKey(key);
      if ((await to.size(key)) === size) {
        counts.skipped++;
        continue;
      }
      await to.put(key, createReadStream(file), size);
      counts.copied++;
    } catch (error) {
      counts.failed++;
      onFailure(key, error as Error);
    }
  }
  return counts;
}
