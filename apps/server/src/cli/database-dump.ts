import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { openDatabase } from '../db/client';
import { migrationTagAt } from '../db/migrate';

// every operator command loads this file (for BackupError); the PostgreSQL driver loads only for a dump or a restore

/** A failure of a backup or a restore, told to the operator in one line. */
export class BackupError extends Error {}

/** What a dump holds, read in the dump's own snapshot. */
export type DatabaseFacts = {
  migrations: number;
  /** The `created_at` of the last applied migration (null on a database never migrated). */
  migratedAt: number | null;
  latestMigration: string | null;
  counts: { students: number; subscriptions: number; payments: number; uploaded_files: number };
};

const FACTS = `
  select
    (select count(*) from drizzle.__drizzle_migrations)::int as migrations,
    (select max(created_at) from drizzle.__drizzle_migrations)::text as migrated_at,
    (select count(*) from student_profiles)::int as students,
    (select count(*) from subscriptions)::int as subscriptions,
    (select count(*) from payments)::int as payments,
    (select count(*) from uploaded_files)::int as uploaded_files`;

type FactsRow = {
  migrations: number;
  migrated_at: string | null;
  students: number;
  subscriptions: number;
  payments: number;
  uploaded_files: number;
};

function factsOf(row: FactsRow): DatabaseFacts {
  const migratedAt = row.migrated_at === null ? null : Number(row.migrated_at);
  return {
    migrations: row.migrations,
    migratedAt,
    latestMigration: migratedAt === null ? null : migrationTagAt(migratedAt),
    counts: {
      students: row.students,
      subscriptions: row.subscriptions,
      payments: row.payments,
      uploaded_files: row.uploaded_files,
    },
  };
}

async function readFacts(query: (sql: string) => Promise<{ rows: FactsRow[] }>): Promise<DatabaseFacts> {
  try {
    return factsOf((await query(FACTS)).rows[0]!);
  } catch (error) {
    throw new BackupError(`The database holds no portal to back up: ${(error as Error).message}`);
  }
}

/**
 * Dumps an open PGlite's data folder into `file`. It is taken inside a transaction, which no other
 * transaction or statement of the process interleaves with: the facts and the dump see one state.
 */
export async function dumpPglite(client: PGlite, file: string): Promise<DatabaseFacts> {
  const { facts, dump } = await client.transaction(async (tx: Transaction) => {
    // the pages in memory go to the data files, so the dump needs no recovery when it is loaded
    await tx.query('checkpoint');
    const facts = await readFacts((sql) => tx.query<FactsRow>(sql));
    return { facts, dump: await client.dumpDataDir('none') };
  });
  await writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  return facts;
}

/** Opens the PGlite data folder `dir` (without migrating it), dumps it into `file` and closes it. */
export async function dumpPgliteFolder(dir: string, file: string): Promise<DatabaseFacts> {
  const database = await openDatabase({ kind: 'pglite', dir });
  try {
    return await dumpPglite(pgliteClient(database.db), file);
  } finally {
    await database.close();
  }
}

/** The PGlite client under the portal's Drizzle database. */
export function pgliteClient(db: unknown): PGlite {
  return (db as { $client: PGlite }).$client;
}

/** Makes the PGlite data folder `dir` from a dump. */
export async function loadPgliteDump(dir: string, file: string): Promise<void> {
  const database = await openDatabase({
    kind: 'pglite',
    dir,
    from: new Blob([await readFile(file)]),
  });
  await database.close();
}

/** PostgreSQL's client tools take the password from the environment, not from a command line others can read. */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

/** Runs one of PostgreSQL's client tools; a tool not installed or failing is told in one line. */
function runTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new BackupError(
              `${tool} was not found: install PostgreSQL's client tools (the server's major version or newer), or follow "Backups" in the README to ${tool === 'pg_dump' ? 'back up' : 'restore'} the database by hand.`,
            )
          : error,
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else {
        const reason = stderr.split('\n').find((line) => line.trim()) ?? `exit code ${code}`;
        reject(new BackupError(`${tool} failed: ${reason.trim()}`));
      }
    });
  });
}

/**
 * Dumps a PostgreSQL database into `file` (pg_dump's custom format), in the snapshot of a transaction
 * that reads the facts: both see the database at one moment while the portal goes on writing.
 */
export async function dumpPostgres(url: string, file: string): Promise<DatabaseFacts> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, application_name: 'portal-backup' });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read, read only');
    const snapshot = (await client.query<{ id: string }>('select pg_export_snapshot() as id')).rows[0]!.id;
    const facts = await readFacts((sql) => client.query<FactsRow>(sql));
    const { dbname, env } = toolConnection(url);
    await runTool(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        `--snapshot=${snapshot}`,
        `--file=${file}`,
        dbname,
      ],
      env,
    );
    await client.query('commit');
    return facts;
  } finally {
    await client.end();
  }
}

/** Whether the PostgreSQL database holds any table of its own (the portal's or another's). */
export async function postgresHoldsTables(url: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, application_name: 'portal-restore' });
  await client.connect();
  try {
    const result = await client.query<{ holds: boolean }>(
      `select exists (
         select 1 from pg_tables where schemaname not in ('pg_catalog', 'information_schema')
       ) as holds`,
    );
    return result.rows[0]!.holds;
  } finally {
    await client.end();
  }
}

/** Restores a pg_dump archive into an empty database, all or nothing. */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = toolConnection(url);
  await runTool(
    'pg_restore',
    ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', `--dbname=${dbname}`, file],
    env,
  );
}
