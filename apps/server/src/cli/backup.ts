import { randomUUID } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { type ReadEntry, WriteEntry, extract, list } from 'tar';
import { z } from 'zod';
import type { Config } from '../config';
import { latestMigrationAt } from '../db/migrate';
import { assertSafeKey } from '../providers/storage/storage';
import { version } from '../version';
import {
  BackupError,
  type DatabaseFacts,
  dumpPglite,
  dumpPgliteFolder,
  dumpPostgres,
  loadPgliteDump,
  postgresHoldsTables,
  restorePostgres,
} from './database-dump';

/** The secrets a portal keeps in its data folder when no variable gives them. */
const SECRET_FILES = ['data-key', 'auth-secret'] as const;
type SecretFile = (typeof SECRET_FILES)[number];

const DUMP_FILE = { pglite: 'database/pglite.tar', postgres: 'database/postgres.dump' } as const;

const ZManifest = z.object({
  format: z.literal(1),
  portal_version: z.string(),
  created_at: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    migrations: z.number(),
    latest_migration: z.string().nullable(),
    migrated_at: z.number().nullable(),
  }),
  counts: z.object({
    students: z.number(),
    subscriptions: z.number(),
    payments: z.number(),
    uploaded_files: z.number(),
    /** Files of the disk store in the archive; null when they are in a bucket. */
    stored_files: z.number().nullable(),
  }),
  /** Where the stored files are: in the archive, or in a bucket backed up by its own procedure. */
  files: z.enum(['archive', 'bucket']),
  secrets: z.array(z.enum(SECRET_FILES)),
});
export type Manifest = z.infer<typeof ZManifest>;

const secretInUse = (config: Config, name: SecretFile) =>
  name === 'data-key' ? config.dataKey === null : config.authSecret === null;

const filesDir = (config: Config) => path.join(config.dataDir, 'files');

/** The keys of the disk store's files; `.part` files are uploads being written, not files yet. */
async function storedKeys(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

type ArchiveEntry = { cwd: string; file: string; prefix?: string };

/** Writes the entries, in order, as one gzipped tar file that only its owner can read. */
async function writeArchive(target: string, entries: ArchiveEntry[]): Promise<void> {
  async function* tar() {
    for (const { cwd, file, prefix } of entries) {
      yield* new WriteEntry(file, { cwd, prefix, portable: true, strict: true });
    }
    // a tar file ends with two empty blocks
    yield Buffer.alloc(1024);
  }
  await pipeline(Readable.from(tar()), createGzip(), createWriteStream(target, { flags: 'wx', mode: 0o600 }));
}

function summarise(manifest: Manifest): string {
  const { database, counts } = manifest;
  const kind = database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const files =
    counts.stored_files === null
      ? 'no stored files (they are in the bucket)'
      : `${counts.stored_files} stored files`;
  const secrets =
    manifest.secrets.length > 0 ? `the secrets ${manifest.secrets.join(' and ')}` : 'no secrets';
  return (
    `the database (${kind}, migration ${database.latest_migration ?? 'none'}: ${counts.students} students, ` +
    `${counts.subscriptions} subscriptions, ${counts.payments} payments, ${counts.uploaded_files} uploads), ` +
    `${files}, ${secrets}`
  );
}

export type BackupSource = {
  config: Config;
  /** The running portal's open PGlite; null opens the data folder's database (PGlite) or uses DATABASE_URL. */
  pglite: PGlite | null;
  /** The bucket holding the files, when they are not in the data folder. */
  bucket: string | null;
};

/**
 * Writes the database (one snapshot), then the disk store's files and the secrets in use, to `target`.
 * Files are never changed once stored, so a file stored after the snapshot is only one more file.
 * Answers the lines to tell the operator.
 */
export async function writeBackup(target: string, source: BackupSource): Promise<string[]> {
  const { config, bucket } = source;
  if (existsSync(target))
    throw new BackupError(`${target} already exists: give a new file name (a backup never replaces a file).`);
  const folder = path.dirname(target);
  if (!existsSync(folder)) throw new BackupError(`The folder ${folder} does not exist.`);
  const staging = await mkdtemp(path.join(folder, '.portal-backup-'));
  const partial = `${target}.${randomUUID().slice(0, 8)}.part`;
  try {
    const kind = config.database.kind;
    const dumpFile = path.join(staging, DUMP_FILE[kind]);
    await mkdir(path.dirname(dumpFile));
    let facts: DatabaseFacts;
    if (config.database.kind === 'postgres') facts = await dumpPostgres(config.database.url, dumpFile);
    else if (source.pglite) facts = await dumpPglite(source.pglite, dumpFile);
    else {
      const dir = config.database.dir!;
      if (!existsSync(path.join(dir, 'PG_VERSION')))
        throw new BackupError(`There is no database in ${dir}: nothing to back up.`);
      facts = await dumpPgliteFolder(dir, dumpFile);
    }

    const secrets = SECRET_FILES.filter(
      (name) => secretInUse(config, name) && existsSync(path.join(config.dataDir, name)),
    );
    const keys = bucket ? [] : await storedKeys(filesDir(config));
    const manifest: Manifest = {
      format: 1,
      portal_version: version,
      created_at: new Date().toISOString(),
      database: {
        kind,
        migrations: facts.migrations,
        latest_migration: facts.latestMigration,
        migrated_at: facts.migratedAt,
      },
      counts: { ...facts.counts, stored_files: bucket ? null : keys.length },
      files: bucket ? 'bucket' : 'archive',
      secrets,
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    await writeArchive(partial, [
      // first, so that a restore reads what the archive holds before the rest
      { cwd: staging, file: 'manifest.json' },
      { cwd: staging, file: DUMP_FILE[kind] },
      ...secrets.map((name) => ({ cwd: config.dataDir, file: name, prefix: 'secrets' })),
      ...keys.map((key) => ({ cwd: filesDir(config), file: key, prefix: 'files' })),
    ]);
    await rename(partial, target);

    const lines = [`Wrote ${target}: ${summarise(manifest)}.`];
    if (bucket)
      lines.push(
        `The files are in the bucket ${bucket}, not in the archive: back them up by the bucket's own procedure (versioning, or aws s3 sync; see "Backups" in the README).`,
      );
    if (secrets.length > 0)
      lines.push('The archive holds the secrets above: keep it as safe as the secrets themselves.');
    const fromEnv = [
      ...(config.dataKey === null ? [] : ['DATA_KEY']),
      ...(config.authSecret === null ? [] : ['AUTH_SECRET']),
    ];
    if (fromEnv.length > 0)
      lines.push(
        `${fromEnv.join(' and ')} ${fromEnv.length > 1 ? 'are' : 'is'} set, so not in the archive: keep ${fromEnv.length > 1 ? 'them' : 'it'} with the archive${config.dataKey === null ? '' : ' (without DATA_KEY the encrypted fields cannot be read)'}.`,
      );
    return lines;
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

/** The manifest of an archive, checked; a file that is not a portal backup is told in one line. */
export async function readManifest(file: string): Promise<Manifest> {
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  let text = '';
  try {
    await list({
      file,
      strict: true,
      filter: (p) => p === 'manifest.json',
      onReadEntry: (entry: ReadEntry) =>
        entry.on('data', (chunk: Buffer) => (text += chunk.toString('utf8'))),
    });
  } catch {
    throw new BackupError(`${file} is not a portal backup (not a .tar.gz archive).`);
  }
  if (!text) throw new BackupError(`${file} is not a portal backup (it holds no manifest.json).`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  const parsed = ZManifest.safeParse(json);
  if (!parsed.success)
    throw new BackupError(`${file} has a manifest.json that this version of the portal cannot read.`);
  return parsed.data;
}

/** Whether a folder holds any file, in any of its subfolders. */
async function holdsFiles(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return false;
  return (await readdir(dir, { recursive: true, withFileTypes: true })).some((entry) => !entry.isDirectory());
}

/** Refuses, in one line, a target that is not empty or that the archive does not fit. */
async function checkTarget(manifest: Manifest, config: Config): Promise<void> {
  const { kind } = manifest.database;
  if (manifest.database.migrated_at !== null && manifest.database.migrated_at > latestMigrationAt())
    throw new BackupError(
      `The archive comes from a later version of the portal (${manifest.portal_version}, migration ${manifest.database.latest_migration ?? manifest.database.migrated_at}): restore it with that version or a later one.`,
    );
  if (kind === 'pglite' && config.database.kind === 'postgres')
    throw new BackupError(
      'The archive holds an embedded (PGlite) database, but DATABASE_URL is set: unset it to restore into DATA_DIR.',
    );
  if (kind === 'postgres' && config.database.kind === 'pglite')
    throw new BackupError(
      'The archive holds a PostgreSQL database: set DATABASE_URL to a new, empty database to restore it into.',
    );
  if (config.database.kind === 'pglite' && (await holdsFiles(config.database.dir!)))
    throw new BackupError(
      `${config.dataDir} already holds a database (pg/): restore into an empty data folder (DATA_DIR).`,
    );
  if (config.database.kind === 'postgres' && (await postgresHoldsTables(config.database.url))) {
    const name = new URL(config.database.url).pathname.slice(1);
    throw new BackupError(
      `The database ${name} already holds tables: restore into a new, empty database (createdb) named by DATABASE_URL.`,
    );
  }
  if (await holdsFiles(filesDir(config)))
    throw new BackupError(
      `${config.dataDir} already holds stored files (files/): restore into an empty data folder (DATA_DIR).`,
    );
}

/** What may come out of an archive, and where: nothing else is written, whatever the archive holds. */
function extractable(manifest: Manifest, entryPath: string): boolean {
  if (entryPath === DUMP_FILE[manifest.database.kind]) return true;
  if (SECRET_FILES.some((name) => entryPath === `secrets/${name}`)) return true;
  if (!entryPath.startsWith('files/') || entryPath.endsWith('.part')) return false;
  try {
    assertSafeKey(entryPath.slice('files/'.length));
    return true;
  } catch {
    return false;
  }
}

const readSecret = async (file: string) => (await readFile(file, 'utf8')).trim();

/**
 * Brings an archive back into an empty data folder (and, on PostgreSQL, an empty database). The
 * database is restored as the archive holds it: the portal's next start migrates it forward.
 * Answers the lines to tell the operator.
 */
export async function restoreBackup(file: string, config: Config): Promise<string[]> {
  const manifest = await readManifest(file);
  await checkTarget(manifest, config);
  await mkdir(config.dataDir, { recursive: true });
  const staging = await mkdtemp(path.join(config.dataDir, '.restore-'));
  try {
    await extract({
      file,
      cwd: staging,
      strict: true,
      preserveOwner: false,
      filter: (p, entry) => (entry as ReadEntry).type === 'File' && extractable(manifest, p),
    });
    const dump = path.join(staging, DUMP_FILE[manifest.database.kind]);
    if (!existsSync(dump)) throw new BackupError(`${file} holds no database dump: it is not a whole backup.`);
    for (const name of manifest.secrets) {
      const restored = path.join(staging, 'secrets', name);
      const present = path.join(config.dataDir, name);
      if (!existsSync(restored)) throw new BackupError(`${file} lacks the ${name} its manifest names.`);
      if (existsSync(present) && (await readSecret(present)) !== (await readSecret(restored)))
        throw new BackupError(
          `${present} is another ${name} than the archive's: move it away, or restore into an empty data folder.`,
        );
    }

    if (config.database.kind === 'postgres') await restorePostgres(config.database.url, dump);
    else {
      const dir = config.database.dir!;
      try {
        await loadPgliteDump(dir, dump);
      } catch (error) {
        await rm(dir, { recursive: true, force: true });
        throw new BackupError(`The database could not be restored: ${(error as Error).message}`);
      }
    }
    if (existsSync(path.join(staging, 'files'))) {
      // holds no file (checked above): at most the empty folders a start made
      await rm(filesDir(config), { recursive: true, force: true });
      await rename(path.join(staging, 'files'), filesDir(config));
    }
    for (const name of manifest.secrets) {
      const present = path.join(config.dataDir, name);
      await rename(path.join(staging, 'secrets', name), present);
      await chmod(present, 0o600);
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }

  const lines = [
    `Restored ${file}, written by portal ${manifest.portal_version} at ${manifest.created_at}: ${summarise(manifest)}.`,
  ];
  if (manifest.files === 'bucket')
    lines.push(
      'The archive\'s files are in a bucket: restore them by the bucket\'s own procedure and set S3_BUCKET to it (see "Backups" in the README).',
    );
  const dataKeyFile = path.join(config.dataDir, 'data-key');
  if (config.dataKey !== null && manifest.secrets.includes('data-key')) {
    if ((await readSecret(dataKeyFile)) !== config.dataKey)
      lines.push(
        'DATA_KEY is set, and is not the data key in the archive: unset it, so that the restored data-key file is used, or the encrypted fields cannot be read.',
      );
  } else if (config.dataKey === null && !manifest.secrets.includes('data-key'))
    lines.push(
      'The archive holds no data key (the portal backed up had DATA_KEY set): set DATA_KEY to the same key, or the encrypted fields cannot be read.',
    );
  const behind =
    manifest.database.migrated_at === null || manifest.database.migrated_at < latestMigrationAt();
  lines.push(
    behind
      ? 'Start the portal on it: it applies the migrations this version adds as it starts.'
      : 'Start the portal on it.',
  );
  return lines;
}
