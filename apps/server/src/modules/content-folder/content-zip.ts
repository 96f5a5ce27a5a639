import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { Invalid } from '../../lib/errors';

/** What an uploaded content folder may be: its zip, and what the zip unpacks to. */
export const CONTENT_ZIP_LIMITS = { zipBytes: 500 * 1024 ** 2, unpackedBytes: 1024 ** 3, entries: 20_000 };

const refused = (message: string) => new Invalid({ file: [message] });

/** Files that a computer adds to a folder it zips, which are no part of the content. */
const isSystemFile = (name: string) => name.startsWith('__MACOSX/') || path.basename(name) === '.DS_Store';

/** Saves the uploaded zip to `file`, refusing it past the limit (the reader cuts it one byte past). */
export async function saveZip(
  upload: Readable & { truncated?: boolean },
  file: string,
  limits = CONTENT_ZIP_LIMITS,
) {
  await pipeline(upload, createWriteStream(file));
  if (upload.truncated || (await stat(file)).size > limits.zipBytes) {
    throw refused(`The zip file is larger than ${limits.zipBytes / 1024 ** 2} MB.`);
  }
}

const openZip = (file: string) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(file, { lazyEntries: true }, (error, zip) => (error ? reject(error) : resolve(zip))),
  );

const readStream = (zip: yauzl.ZipFile, entry: yauzl.Entry) =>
  new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream))),
  );

/**
 * Unpacks a zip into `dir`. yauzl refuses names outside the folder (absolute, `..`) and entries whose
 * size lies; the totals keep a small zip from unpacking into the whole disk.
 */
export async function unzip(file: string, dir: string, limits = CONTENT_ZIP_LIMITS): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(file);
  } catch {
    throw refused('The file is not a zip file.');
  }
  if (zip.entryCount > limits.entries) {
    zip.close();
    throw refused(`The zip file holds more than ${limits.entries} files.`);
  }
  let unpacked = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', resolve);
      zip.on('entry', (entry: yauzl.Entry) => {
        const target = path.join(dir, entry.fileName);
        const write = async () => {
          if (entry.fileName.endsWith('/') || isSystemFile(entry.fileName)) return;
          unpacked += entry.uncompressedSize;
          if (unpacked > limits.unpackedBytes) {
            throw refused(`The zip file unpacks to more than ${limits.unpackedBytes / 1024 ** 3} GB.`);
          }
          await mkdir(path.dirname(target), { recursive: true });
          await pipeline(await readStream(zip, entry), createWriteStream(target));
        };
        write().then(() => zip.readEntry(), reject);
      });
      zip.readEntry();
    });
  } catch (error) {
    if (error instanceof Invalid) throw error;
    throw refused(`The zip file cannot be read: ${(error as Error).message}.`);
  } finally {
    zip.close();
  }
}

/**
 * The folder that holds `institute.yaml`: the zip's top, or the one folder a zipped folder makes.
 * Null when neither does.
 */
export async function contentRoot(dir: string): Promise<string | null> {
  const entries = (await readdir(dir, { withFileTypes: true })).filter((e) => !isSystemFile(`${e.name}/`));
  if (entries.some((e) => e.isFile() && e.name === 'institute.yaml')) return dir;
  const folders = entries.filter((e) => e.isDirectory());
  if (folders.length !== 1 || entries.length !== 1) return null;
  const inner = path.join(dir, folders[0]!.name);
  return (await readdir(inner)).includes('institute.yaml') ? inner : null;
}

/** Runs `work` over an uploaded zip unpacked into a temporary folder, which is removed after. */
export async function withUnzippedFolder<T>(
  upload: Readable & { truncated?: boolean },
  work: (root: string) => Promise<T>,
  limits = CONTENT_ZIP_LIMITS,
): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-content-'));
  try {
    const file = path.join(dir, 'upload.zip');
    await saveZip(upload, file, limits);
    const unpacked = path.join(dir, 'folder');
    await mkdir(unpacked);
    await unzip(file, unpacked, limits);
    const root = await contentRoot(unpacked);
    if (!root) {
      throw new Invalid({
        'institute.yaml': ['The zip holds no institute.yaml, at its top or in its one folder.'],
      });
    }
    return await work(root);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
