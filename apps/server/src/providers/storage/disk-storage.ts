import { constants, createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type FileStorage } from './storage';

export function createDiskStorage(root: string): FileStorage {
  // a new portal's store is ready before its first file, as `check` expects
  mkdirSync(root, { recursive: true });
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
      try {
        if (Buffer.isBuffer(body)) await writeFile(temporary, body);
        else await pipeline(body, createWriteStream(temporary));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async read(key, range) {
      const target = pathOf(key);
      const found = await stat(target).catch(() => null);
      return found?.isFile() ? createReadStream(target, range) : null;
    },
    async size(key) {
      const found = await stat(pathOf(key)).catch(() => null);
      return found?.isFile() ? found.size : null;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async check() {
      const found = await stat(root).catch(() => null);
      if (!found) throw new Error(`the folder ${root} does not exist`);
      if (!found.isDirectory()) throw new Error(`${root} is not a folder`);
      await access(root, constants.W_OK).catch(() => {
        throw new Error(`the folder ${root} is not writable`);
      });
    },
  };
}
