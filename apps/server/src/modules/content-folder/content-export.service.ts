import { createWriteStream } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { LANGUAGES, type TLanguage } from '@portal/contract';
import { stringify } from 'yaml';
import { ZipFile } from 'yazl';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { FileStorage } from '../../providers/storage/storage';
import { type AuditActor, recordAudit } from '../staff/audit-log';
import { loadContentRows } from './content-export.repository';
import { instituteFileIn } from './export-institute';
import { programFileIn } from './export-program';
import { type FolderFile, FolderFiles } from './folder-files';
import { withTranslationMaps } from './languages';

const yamlOf = (tree: unknown) => stringify(tree, { lineWidth: 100 });

/**
 * The content folder `portal import` reads, made from what is stored now (the console's changes
 * included): importing it again gives the same programs, texts, translations and media.
 */
export async function contentFolderFiles(db: Executor, storage: FileStorage): Promise<FolderFile[]> {
  const rows = await loadContentRows(db);
  if (!rows) throw new AppError(409, 'Nothing is imported yet: there is no content folder to export.');
  const base = rows.institute.defaultLanguage as TLanguage;
  const files = new FolderFiles(base);
  const inEach = <T>(fileIn: (language: TLanguage) => T) =>
    withTranslationMaps(Object.fromEntries(LANGUAGES.map((l) => [l, fileIn(l)])), base);
  files.yamlFile('institute.yaml', yamlOf(inEach((l) => instituteFileIn(rows, l, files))));
  for (const course of rows.courses) {
    files.yamlFile(
      `programs/${course.slug}/program.yaml`,
      yamlOf(inEach((l) => programFileIn(rows, course, l, files))),
    );
  }
  const folder = files.files();
  for (const file of folder) {
    if ('media' in file && (await storage.size(`media/${file.media}`)) === null) {
      throw new AppError(409, `The stored file ${file.media} (${file.path}) is missing; import it again.`);
    }
  }
  return folder;
}

async function mediaStream(storage: FileStorage, key: string): Promise<Readable> {
  const stream = await storage.read(`media/${key}`);
  if (!stream) throw new Error(`The stored file ${key} went missing during the export.`);
  return stream;
}

/** The folder as a zip, streamed: a video is read from the store as the zip reaches it. */
export function zipFolder(storage: FileStorage, folder: FolderFile[]): Readable {
  const zip = new ZipFile();
  for (const file of folder) {
    const name = `content/${file.path}`;
    if ('text' in file) zip.addBuffer(Buffer.from(file.text), name);
    else {
      zip.addReadStreamLazy(name, (done) =>
        mediaStream(storage, file.media).then(
          (stream) => done(null, stream),
          (error: Error) => done(error, undefined as never),
        ),
      );
    }
  }
  zip.end();
  return zip.outputStream as Readable;
}

/** Exports the content folder for a download, with who took it in the audit log. */
export async function exportContentZip(ctx: AppContext, actor: AuditActor): Promise<Readable> {
  const folder = await contentFolderFiles(ctx.db, ctx.storage);
  await recordAudit(ctx.db, actor, {
    action: 'content.export',
    entity: 'content_folder',
    entityId: 'content',
    after: { files: folder.length },
  });
  return zipFolder(ctx.storage, folder);
}

/** Writes the folder into `dir`, which must be new or empty so that no older file lingers beside it. */
export async function writeContentFolder(db: Executor, storage: FileStorage, dir: string): Promise<number> {
  const existing = await readdir(dir).catch(() => []);
  if (existing.length > 0) throw new AppError(409, `${dir} is not empty; export into a new folder.`);
  const folder = await contentFolderFiles(db, storage);
  for (const file of folder) {
    const target = path.join(dir, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    if ('text' in file) await writeFile(target, file.text);
    else await pipeline(await mediaStream(storage, file.media), createWriteStream(target));
  }
  return folder.length;
}
