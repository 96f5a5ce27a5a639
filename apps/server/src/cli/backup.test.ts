import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { sql } from 'drizzle-orm';
import { create, list } from 'tar';
import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { openDatabase } from '../db/client';
import { readMigrationLevel } from '../db/migrate';
import { migrationsDir } from '../paths';
import { ORIGIN, clientAddress, cookieOf, signIn, subscribe, verifiedStudent } from '../test/students';
import { type TestApp, createPersistentTestApp, freshDatabase, openTestApp } from '../test/test-app';
import { SAMPLE, upload } from '../test/uploads';
import type { Manifest } from './backup';
import { forwardToRunningPortal, serveOperatorCommands } from './operator-socket';
import { runPortal, servingContext } from './run-portal';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function folder(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function capture() {
  const lines = { log: [] as string[], error: [] as string[] };
  return { lines, out: { log: (l: string) => lines.log.push(l), error: (l: string) => lines.error.push(l) } };
}

/** An empty data folder, and an empty database on PostgreSQL, to restore into. */
async function emptyTarget() {
  const dataDir = folder('portal-restore-');
  const { database, drop } = await freshDatabase();
  cleanups.push(drop);
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    ...(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {}),
  };
  const restored: Config['database'] =
    database.kind === 'postgres' ? database : { kind: 'pglite', dir: path.join(dataDir, 'pg') };
  return { dataDir, env, database: restored };
}

const PROFILE = {
  first_name: 'Amira',
  last_name: 'Haddad',
  date_of_birth: '2001-05-14',
  sin_number: '046 454 286',
  address: '120 Eglinton Ave E',
  city: 'Toronto',
  province: 'ON',
  postal_code: 'M4P 1E2',
  country: 'Canada',
  phone: '416-555-0199',
  student_handbook: 'true',
  terms_condition: 'true',
  legal_status: 'permanent_resident',
};

type Records = {
  payer: string;
  subscription: number;
  payment: number;
  uploader: string;
  file: number;
};

/** Two students: one paid a program in full by card, the other uploaded a file and gave their SIN. */
async function studentsWithRecords(t: TestApp, tag: string): Promise<Records> {
  const payer = `payer-${tag}@example.ca`;
  const uploader = `uploader-${tag}@example.ca`;
  const a = await verifiedStudent(t, payer);
  const b = await verifiedStudent(t, uploader);
  const courses = (await t.app.inject({ method: 'GET', url: '/api/v1/courses/?limit=100' })).json()
    .results as {
    id: number;
    is_course_free: boolean;
    is_trial: boolean;
    is_cohort: boolean;
    payment_plans: unknown[];
  }[];
  const course = courses.find(
    (c) => !c.is_course_free && !c.is_trial && !c.is_cohort && c.payment_plans.length === 0,
  )!;
  const subscription = await subscribe(t, a.cookie, payer, course.id);
  const card = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/payment-methods',
    headers: { origin: ORIGIN },
    payload: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
  });
  const paid = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/full-payment/',
    headers: { cookie: a.cookie, origin: ORIGIN, 'x-forwarded-for': clientAddress() },
    payload: { payment_method_id: card.json().id, subscription },
  });
  expect(paid.json()).toMatchObject({ status: 'complete' });

  const uploaded = await upload(t, b.cookie, { name: 'transcript.pdf', bytes: SAMPLE.pdf });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const form = new FormData();
  for (const [k, v] of Object.entries(PROFILE)) form.append(k, v);
  const sin = await t.app.inject({
    method: 'PATCH',
    url: '/api/v1/student/profile/',
    headers: { cookie: b.cookie, origin: ORIGIN },
    payload: form,
  });
  expect(sin.statusCode, sin.body).toBe(200);
  return { payer, subscription, payment: paid.json().payment_id, uploader, file: uploaded.json().id };
}

/** Signs in on the restored portal and finds the students, the payment, the file's bytes and the SIN. */
async function expectRecords(t: TestApp, records: Records) {
  const payer = cookieOf(await signIn(t, records.payer));
  const payments = (
    await t.app.inject({ method: 'GET', url: '/api/v1/payments/', headers: { cookie: payer } })
  ).json();
  expect(payments.results).toEqual([
    expect.objectContaining({ id: records.payment, subscription: records.subscription, status: 'complete' }),
  ]);
  const subscription = await t.app.inject({
    method: 'GET',
    url: `/api/v1/subscriptions/${records.subscription}/`,
    headers: { cookie: payer },
  });
  expect(subscription.json()).toMatchObject({ payment_status: 'paid', access: 'full' });

  const uploader = cookieOf(await signIn(t, records.uploader));
  const file = await t.app.inject({
    method: 'GET',
    url: `/api/v1/files/${records.file}/`,
    headers: { cookie: uploader },
  });
  expect(file.statusCode).toBe(200);
  expect(file.rawPayload.equals(SAMPLE.pdf)).toBe(true);
  // encrypted with the data key, which came back with the archive
  const sin = await t.app.inject({
    method: 'GET',
    url: '/api/v1/student/profile/sin/',
    headers: { cookie: uploader },
  });
  expect(sin.json()).toEqual({ sin_number: '046454286' });
}

async function entriesOf(file: string): Promise<string[]> {
  const names: string[] = [];
  await list({ file, onReadEntry: (entry) => names.push(entry.path) });
  return names;
}

async function manifestOf(file: string): Promise<Manifest> {
  let text = '';
  await list({
    file,
    filter: (p) => p === 'manifest.json',
    onReadEntry: (entry) => entry.on('data', (chunk: Buffer) => (text += chunk.toString())),
  });
  return JSON.parse(text) as Manifest;
}

async function restoredApp(target: Awaited<ReturnType<typeof emptyTarget>>) {
  const t = await openTestApp(target.dataDir, target.database);
  cleanups.push(() => t.close());
  return t;
}

describe('portal backup and portal restore', () => {
  it('back up a stopped portal and bring it back into an empty data folder and database', async () => {
    const t = await createPersistentTestApp({ demo: true });
    cleanups.push(() => t.close());
    const records = await studentsWithRecords(t, 'stopped');
    await t.stop();

    const backups = folder('portal-backups-');
    const { lines, out } = capture();
    expect(await runPortal(['backup', 'portal.tar.gz'], out, t.operatorEnv, backups)).toBe(0);
    expect(lines.error).toEqual([]);
    const archive = path.join(backups, 'portal.tar.gz');
    expect(lines.log[0]).toMatch(new RegExp(`^Wrote ${archive}: the database \\(`));
    expect(lines.log.join('\n')).toContain('keep it as safe as the secrets themselves');
    // nothing left beside it: no staging folder, no partial file
    expect(readdirSync(backups)).toEqual(['portal.tar.gz']);

    const manifest = await manifestOf(archive);
    expect(manifest).toMatchObject({
      format: 1,
      database: { kind: t.ctx.database.kind },
      files: 'archive',
      secrets: ['data-key', 'auth-secret'],
    });
    expect(manifest.counts).toMatchObject({ students: 2, subscriptions: 1, payments: 1 });
    expect(manifest.counts.uploaded_files).toBeGreaterThanOrEqual(1);
    const entries = await entriesOf(archive);
    expect(entries[0]).toBe('manifest.json');
    expect(entries).toContain('secrets/data-key');
    expect(entries.filter((e) => e.startsWith('files/')).length).toBe(manifest.counts.stored_files);

    const target = await emptyTarget();
    const restore = capture();
    expect(await runPortal(['restore', archive], restore.out, target.env, backups)).toBe(0);
    expect(restore.lines.error).toEqual([]);
    expect(restore.lines.log[0]).toContain(`Restored ${archive}`);
    expect(restore.lines.log.at(-1)).toBe('Start the portal on it.');
    expect(readFileSync(path.join(target.dataDir, 'data-key'))).toEqual(
      readFileSync(path.join(t.operatorEnv.DATA_DIR!, 'data-key')),
    );

    // a second restore into the same place is refused, and changes nothing
    const again = capture();
    expect(await runPortal(['restore', archive], again.out, target.env)).toBe(1);
    expect(again.lines.error).toHaveLength(1);
    expect(again.lines.error[0]).toMatch(
      target.database.kind === 'postgres' ? /already holds tables/ : /already holds a database/,
    );
    // a backup never replaces a file
    const twice = capture();
    expect(await runPortal(['backup', archive], twice.out, t.operatorEnv)).toBe(1);
    expect(twice.lines.error).toEqual([
      `${archive} already exists: give a new file name (a backup never replaces a file).`,
    ]);

    await expectRecords(await restoredApp(target), records);
  });

  it('back up through the operator socket while the portal runs on its database', async () => {
    const t = await createPersistentTestApp({ demo: true });
    cleanups.push(() => t.close());
    const records = await studentsWithRecords(t, 'running');
    const dataDir = t.operatorEnv.DATA_DIR!;
    const server: Server = await serveOperatorCommands(dataDir, (argv, out, cwd) =>
      runPortal(argv, out, t.operatorEnv, cwd, servingContext(t.ctx)),
    );
    cleanups.push(() => new Promise((resolve) => server.close(resolve)));

    const backups = folder('portal-backups-');
    const { lines, out } = capture();
    expect(await forwardToRunningPortal(dataDir, ['backup', 'live.tar.gz'], backups, out)).toBe(0);
    expect(lines.error).toEqual([]);
    const archive = path.join(backups, 'live.tar.gz');
    expect(lines.log[0]).toContain(`Wrote ${archive}`);
    // the portal goes on serving on its database
    const signedIn = await signIn(t, records.payer);
    expect(signedIn.statusCode).toBe(200);

    // restoring under a running portal is refused
    const refused = capture();
    expect(await forwardToRunningPortal(dataDir, ['restore', archive], backups, refused.out)).toBe(1);
    expect(refused.lines.error).toEqual([
      `A portal is running on ${dataDir}: stop it, then restore into an empty data folder.`,
    ]);

    const target = await emptyTarget();
    expect(await runPortal(['restore', archive], capture().out, target.env)).toBe(0);
    await expectRecords(await restoredApp(target), records);
  });

  it('restore into a data folder that holds files is refused', async () => {
    const t = await createPersistentTestApp({ demo: false });
    cleanups.push(() => t.close());
    await t.stop();
    const backups = folder('portal-backups-');
    const archive = path.join(backups, 'empty.tar.gz');
    expect(await runPortal(['backup', archive], capture().out, t.operatorEnv)).toBe(0);

    const target = await emptyTarget();
    mkdirSync(path.join(target.dataDir, 'files/uploads'), { recursive: true });
    writeFileSync(path.join(target.dataDir, 'files/uploads/left-over.pdf'), SAMPLE.pdf);
    const { lines, out } = capture();
    expect(await runPortal(['restore', archive], out, target.env)).toBe(1);
    expect(lines.error).toEqual([
      `${target.dataDir} already holds stored files (files/): restore into an empty data folder (DATA_DIR).`,
    ]);
    expect(existsSync(path.join(target.dataDir, 'pg'))).toBe(false);
    expect(existsSync(path.join(target.dataDir, 'data-key'))).toBe(false);
  });

  it('with the files in a bucket, back up the database and the secrets only', async () => {
    const t = await createPersistentTestApp({ demo: true });
    cleanups.push(() => t.close());
    const { cookie } = await verifiedStudent(t, 'bucket@example.ca');
    await upload(t, cookie, { name: 'transcript.pdf', bytes: SAMPLE.pdf });
    await t.stop();

    const archive = path.join(folder('portal-backups-'), 'bucket.tar.gz');
    const { lines, out } = capture();
    expect(
      await runPortal(['backup', archive], out, { ...t.operatorEnv, S3_BUCKET: 'maple-ridge-files' }),
    ).toBe(0);
    expect(lines.log).toContain(
      'The files are in the bucket maple-ridge-files, not in the archive: back them up by the bucket\'s own procedure (versioning, or aws s3 sync; see "Backups" in the README).',
    );
    expect((await entriesOf(archive)).filter((e) => e.startsWith('files/'))).toEqual([]);
    expect(await manifestOf(archive)).toMatchObject({ files: 'bucket', counts: { stored_files: null } });

    const target = await emptyTarget();
    const restore = capture();
    expect(await runPortal(['restore', archive], restore.out, target.env)).toBe(0);
    expect(restore.lines.log.join('\n')).toContain("The archive's files are in a bucket");
    expect(existsSync(path.join(target.dataDir, 'files'))).toBe(false);
  });

  it('an archive from an older version is restored as it is, and migrated forward as the portal starts', async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const older = folder('portal-migrations-');
    cpSync(migrationsDir, older, { recursive: true });
    const entries = journal.entries.slice(0, -1);
    writeFileSync(path.join(older, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));

    const source = await emptyTarget();
    const database = await openDatabase(source.database);
    try {
      if (database.kind === 'postgres') {
        const { migrate } = await import('drizzle-orm/node-postgres/migrator');
        await migrate(database.db as NodePgDatabase<never>, { migrationsFolder: older });
      } else {
        const { migrate } = await import('drizzle-orm/pglite/migrator');
        await migrate(database.db as PgliteDatabase<never>, { migrationsFolder: older });
      }
      await database.db.execute(
        sql`insert into users (id, name, email) values ('u1', 'Ana', 'ana@example.com')`,
      );
      await database.db.execute(sql`insert into student_profiles (user_id) values ('u1')`);
    } finally {
      await database.close();
    }

    const archive = path.join(folder('portal-backups-'), 'older.tar.gz');
    const { lines, out } = capture();
    expect(await runPortal(['backup', archive], out, source.env)).toBe(0);
    expect(lines.error).toEqual([]);
    // the backup opened the database as it was, without migrating it
    expect(await manifestOf(archive)).toMatchObject({
      database: { migrations: entries.length, latest_migration: entries.at(-1)!.tag },
      counts: { students: 1 },
    });

    const target = await emptyTarget();
    const restore = capture();
    expect(await runPortal(['restore', archive], restore.out, target.env)).toBe(0);
    expect(restore.lines.log.at(-1)).toBe(
      'Start the portal on it: it applies the migrations this version adds as it starts.',
    );
    const t = await restoredApp(target);
    expect(await readMigrationLevel(t.ctx.database)).toEqual({
      applied: journal.entries.length,
      latest: journal.entries.at(-1)!.tag,
    });
    const students = (await t.ctx.db.execute(
      sql`select count(*)::int as n from student_profiles`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(students.rows[0]!.n).toBe(1);
  });

  it('refuses, in one line, what is not a backup, a later version, or the other kind of database', async () => {
    const target = await emptyTarget();
    const dir = folder('portal-archives-');
    const notArchive = path.join(dir, 'notes.tar.gz');
    writeFileSync(notArchive, 'not an archive');
    const kind = target.database.kind;
    const manifest = (changes: Partial<Manifest['database']>): Manifest => ({
      format: 1,
      portal_version: '9.9.9',
      created_at: '2026-11-27T12:00:00.000Z',
      database: { kind, migrations: 1, latest_migration: '0000_init', migrated_at: 1, ...changes },
      counts: { students: 0, subscriptions: 0, payments: 0, uploaded_files: 0, stored_files: 0 },
      files: 'archive',
      secrets: [],
    });
    const archiveOf = async (name: string, m: Manifest) => {
      const staging = folder('portal-archive-');
      writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(m));
      await create({ gzip: true, cwd: staging, file: path.join(dir, name) }, ['manifest.json']);
      return path.join(dir, name);
    };
    const later = await archiveOf(
      'later.tar.gz',
      manifest({ latest_migration: '0099_x', migrated_at: 9e12 }),
    );
    const other = await archiveOf(
      'other.tar.gz',
      manifest({ kind: kind === 'pglite' ? 'postgres' : 'pglite' }),
    );

    const refusal = async (file: string) => {
      const { lines, out } = capture();
      expect(await runPortal(['restore', file], out, target.env)).toBe(1);
      expect(lines.error).toHaveLength(1);
      return lines.error[0];
    };
    expect(await refusal(notArchive)).toBe(`${notArchive} is not a portal backup (not a .tar.gz archive).`);
    expect(await refusal(path.join(dir, 'missing.tar.gz'))).toBe(
      `${path.join(dir, 'missing.tar.gz')} does not exist.`,
    );
    expect(await refusal(later)).toBe(
      'The archive comes from a later version of the portal (9.9.9, migration 0099_x): restore it with that version or a later one.',
    );
    expect(await refusal(other)).toMatch(
      kind === 'pglite' ? /holds a PostgreSQL database/ : /DATABASE_URL is set/,
    );
    expect(readdirSync(target.dataDir)).toEqual([]);
  });

  it.runIf(process.env.DATABASE_URL)(
    'on PostgreSQL without pg_dump, says so in one line and writes nothing',
    async () => {
      const source = await emptyTarget();
      const archive = path.join(folder('portal-backups-'), 'none.tar.gz');
      const database = await openDatabase(source.database);
      const { migrateDatabase } = await import('../db/migrate');
      await migrateDatabase(database);
      await database.close();
      const pathBefore = process.env.PATH;
      process.env.PATH = '/nonexistent';
      const { lines, out } = capture();
      try {
        expect(await runPortal(['backup', archive], out, source.env)).toBe(1);
      } finally {
        process.env.PATH = pathBefore;
      }
      expect(lines.error).toHaveLength(1);
      expect(lines.error[0]).toMatch(/^pg_dump was not found: install PostgreSQL's client tools/);
      expect(readdirSync(path.dirname(archive))).toEqual([]);
    },
  );
});
