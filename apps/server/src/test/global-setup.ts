import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createContext } from '../bootstrap';
import { type Config, loadConfig } from '../config';
import { importContent } from '../modules/content-folder/import.service';
import { demoContentDir } from '../paths';

/** A migrated database, with or without the demo institute, that each test app starts from. */
export type DatabaseSnapshot = {
  /** The data folder (file store, secrets) as the snapshot left it, copied into each test's own. */
  dataDir: string;
  /** PGlite: the dumped data folder. */
  dump: string | null;
  /** PostgreSQL: the template database. */
  template: string | null;
};

declare module 'vitest' {
  // declaration merging needs an interface
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    databaseSnapshots: { empty: DatabaseSnapshot; demo: DatabaseSnapshot };
  }
}

async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

/**
 * Migrating and importing the demo costs seconds per database; a test starts instead from a copy made
 * once per run (a PGlite dump, or a PostgreSQL template database).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = mkdtempSync(path.join(tmpdir(), 'portal-snapshots-'));
  const adminUrl = process.env.DATABASE_URL;
  const templates: string[] = [];

  const snapshot = async (name: 'empty' | 'demo'): Promise<DatabaseSnapshot> => {
    const dataDir = path.join(root, name);
    mkdirSync(dataDir);
    let database: Config['database'] = { kind: 'pglite', dir: null };
    let template: string | null = null;
    if (adminUrl) {
      template = `portal_template_${name}_${randomBytes(4).toString('hex')}`;
      await adminQuery(adminUrl, `create database ${template}`);
      templates.push(template);
      const url = new URL(adminUrl);
      url.pathname = `/${template}`;
      database = { kind: 'postgres', url: url.toString() };
    }
    const ctx = await createContext({
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      database,
      serveWeb: false,
    });
    if (name === 'demo') await importContent(ctx.db, ctx.storage, demoContentDir);
    let dump: string | null = null;
    if (ctx.database.kind === 'pglite') {
      const client = (ctx.db as unknown as { $client: PGlite }).$client;
      dump = path.join(root, `${name}.tar`);
      writeFileSync(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    }
    await ctx.database.close();
    return { dataDir, dump, template };
  };

  project.provide('databaseSnapshots', { empty: await snapshot('empty'), demo: await snapshot('demo') });
  return async () => {
    if (adminUrl)
      for (const template of templates) await adminQuery(adminUrl, `drop database if exists ${template}`);
    rmSync(root, { recursive: true, force: true });
  };
}
