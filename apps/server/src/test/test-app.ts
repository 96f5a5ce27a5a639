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

export async function createTestApp(
  options: { demo?: boolean; now?: () => Date; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const { database, drop } = await freshDatabase();
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
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
