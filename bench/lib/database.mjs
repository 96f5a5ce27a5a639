// A database of its own for each run: a PGlite folder, or a new database on the PostgreSQL server, dropped at the end.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './results.mjs';

const pg = createRequire(path.join(root, 'apps/server/package.json'))('pg');

/** The server on which each run creates its database; DATABASE_URL names it, as for the server's tests. */
export const postgresAdminUrl = () => process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function onAdmin(sql) {
  const client = new pg.Client({ connectionString: postgresAdminUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * `config` is the server's database setting, `env` the variables that give it to a started server;
 * `drop` removes a PostgreSQL database (the data folder is the caller's).
 */
export async function freshDatabase(kind, dataDir) {
  if (kind === 'pglite') {
    return { kind, config: { kind, dir: path.join(dataDir, 'pg') }, env: {}, drop: async () => {} };
  }
  if (kind !== 'postgres') throw new Error(`unknown database ${kind}: pglite or postgres`);
  const name = `portal_bench_${randomBytes(6).toString('hex')}`;
  await onAdmin(`create database ${name}`);
  const url = new URL(postgresAdminUrl());
  url.pathname = `/${name}`;
  return {
    kind,
    config: { kind, url: url.toString() },
    env: { DATABASE_URL: url.toString() },
    drop: () => onAdmin(`drop database if exists ${name} with (force)`),
  };
}
