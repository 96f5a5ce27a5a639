import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { createContext } from '../bootstrap';
import { type Config, loadConfig } from '../config';
import type { AppContext } from '../context';
import { importContent } from '../modules/catalogue/import/import.service';
import { demoContentDir } from '../paths';

export type TestApp = { app: FastifyInstance; ctx: AppContext; close: () => Promise<void> };

/** A fresh database: PGlite in memory, or a new PostgreSQL database when DATABASE_URL is set. */
export async function freshDatabase(): Promise<{ database: Config['database']; drop: () => Promise<void> }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { database: { kind: 'pglite', dir: null }, drop: async () => {} };
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
};

export type PersistentTestApp = TestApp & {
  /** Closes the app but keeps its data; `reopen()` starts it again on the same data. */
  stop: () => Promise<void>;
  reopen: () => Promise<PersistentTestApp>;
  /** The environment an operator command needs to reach the same database. */
  operatorEnv: Record<string, string>;
};

export async function createPersistentTestApp(options: TestAppOptions = {}): Promise<PersistentTestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const fresh = await freshDatabase();
  const database: Config['database'] =
    fresh.database.kind === 'postgres' ? fresh.database : { kind: 'pglite', dir: path.join(dataDir, 'pg') };
  const open = async (demo: boolean): Promise<PersistentTestApp> => {
    const t = await startTestApp({ ...options, demo }, dataDir, database, async () => {
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
      reopen: () => open(false),
      operatorEnv: {
        DATA_DIR: dataDir,
        ...(database.kind === 'postgres' ? { DATABASE_URL: database.url } : {}),
      },
    };
  };
  return open(Boolean(options.demo));
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const { database, drop } = await freshDatabase();
  return startTestApp(options, dataDir, database, async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
}

async function startTestApp(
  options: TestAppOptions,
  dataDir: string,
  database: Config['database'],
  cleanUp: () => Promise<void>,
): Promise<TestApp> {
  const config: Config = {
    // behind a trusted proxy, so each test client can be given its own address for rate limits
    ...loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://portal.test',
      TRUST_PROXY: 'true',
      ...options.env,
    }),
    database,
    serveWeb: false,
  };
  const ctx = await createContext(config, options.now);
  if (options.demo) await importContent(ctx.db, ctx.storage, demoContentDir);
  const app = await buildApp(ctx);
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
