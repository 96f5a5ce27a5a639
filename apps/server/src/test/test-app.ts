import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app';
import { createContext } from '../bootstrap';
import { type Config, loadConfig } from '../config';
import type { AppContext } from '../context';
import type { DatabaseSnapshot } from './global-setup';

export type TestApp = { app: FastifyInstance; ctx: AppContext; close: () => Promise<void> };

/**
 * A fresh database: PGlite in memory, or a new PostgreSQL database (a copy of `template` if given) when
 * DATABASE_URL is set.
 */
export async function freshDatabase(
  template: string | null = null,
): Promise<{ database: Config['database']; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { database: { kind: 'pglite', dir: null }, drop: async () => {} };
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export type TestAppOptions = {
  demo?: boolean;
  now?: () => Date;
  env?: Record<string, string>;
  /** A database on disk in the data folder (PGlite), kept by `stop()` for an operator command to open. */
  persistent?: boolean;
  build?: BuildAppOptions;
};

export type PersistentTestApp = TestApp & {
  /** Closes the app but keeps its data; `reopen()` starts it again on the same data. */
  stop: () => Promise<void>;
  reopen: () => Promise<PersistentTestApp>;
  /** The environment an operator command needs to reach the same database. */
  operatorEnv: Record<string, string>;
};

export async function createPersistentTestApp(options: TestAppOptions = {}): Promise<PersistentTestApp> {
  const snapshot = inject('databaseSnapshots')[options.demo ? 'demo' : 'empty'];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  cpSync(snapshot.dataDir, dataDir, { recursive: true });
  const fresh = await databaseFrom(snapshot);
  const onDisk = (from?: Blob): Config['database'] =>
    fresh.database.kind === 'postgres'
      ? fresh.database
      : { kind: 'pglite', dir: path.join(dataDir, 'pg'), from };
  const open = async (database: Config['database']): Promise<PersistentTestApp> => {
    const t = await startTestApp(options, dataDir, database, async () => {
      await fresh.drop();
      rmSync(dataDir, { recursive: true, force: true });
    });
    let stopped = false;
    const stop = async () => {
      stopped = true;
      await t.app.close();
      await t.ctx.database.close();
    };
    return {
      ...t,
      close: async () => {
        if (stopped) {
          await fresh.drop();
          rmSync(dataDir, { recursive: true, force: true });
        } else await t.close();
      },
      stop,
      reopen: () => open(onDisk()),
      operatorEnv: {
        DATA_DIR: dataDir,
        ...(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {}),
      },
    };
  };
  return open(onDisk(fresh.database.kind === 'pglite' ? fresh.database.from : undefined));
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const snapshot = inject('databaseSnapshots')[options.demo ? 'demo' : 'empty'];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  cpSync(snapshot.dataDir, dataDir, { recursive: true });
  const { database, drop } = await databaseFrom(snapshot);
  return startTestApp(options, dataDir, database, async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

/** An app on a data folder and database the test made (a restored backup): closing leaves them in place. */
export function openTestApp(
  dataDir: string,
  database: Config['database'],
  options: TestAppOptions = {},
): Promise<TestApp> {
  return startTestApp(options, dataDir, database, async () => {});
}

/** A database copied from a snapshot made at the start of the run (see global-setup.ts). */
async function databaseFrom(
  snapshot: DatabaseSnapshot,
): Promise<{ database: Config['database']; drop: () => Promise<void> }> {
  if (snapshot.dump) {
    return {
      database: { kind: 'pglite', dir: null, from: new Blob([readFileSync(snapshot.dump)]) },
      drop: async () => {},
    };
  }
  return freshDatabase(snapshot.template);
}

async function startTestApp(
  options: TestAppOptions,
  dataDir: string,
  database: Config['database'],
  cleanUp: () => Promise<void>,
): Promise<TestApp> {
  const config: Config = {
    // behind one trusted proxy, so each test client can be given its own address for rate limits; the
    // sandboxes on purpose, as the address is not this machine's
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://portal.test',
      TRUST_PROXY: '1',
      SANDBOX: 'true',
      // a failed job is tried again after a second, not five
      JOB_RETRY_DELAY_SECONDS: '1',
      ...options.env,
    }),
    database,
    serveWeb: false,
    // jobs run when a test drains them, one by one, not when a worker happens to poll
    jobWorkers: false,
  };
  const ctx = await createContext(config, options.now);
  const app = await buildApp(ctx, options.build);
  return {
    app,
    ctx,
    close: async () => {
      await app.close();
      await ctx.database.close();
      await cleanUp();
    },
  };
}

/**
 * A second portal process on the same database, as behind a load balancer: its own app, pool and
 * scheduled work. PGlite is one process's database, so there the same app serves as both.
 */
export async function secondInstance(t: TestApp): Promise<TestApp> {
  if (t.ctx.database.kind === 'pglite') return { ...t, close: async () => {} };
  const ctx = await createContext(t.ctx.config, t.ctx.now);
  const app = await buildApp(ctx);
  return {
    app,
    ctx,
    close: async () => {
      await app.close();
      await ctx.database.close();
    },
  };
}
