import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertSafeKey, type FileStorage } from './storage';

export function createDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // write then rename, so a crash never leaves half a file under the real name
      const temporary = `${target}.${randomUUID()}.part`;
      await writeFile(temporary, body);
      await rename(temporary, target);
    },
    async read(key, range) {
      const target = pathOf(key);
      const found = await stat(target).catch(() => null);
      return found?.isFile() ? createReadStream(target, range) : null;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
