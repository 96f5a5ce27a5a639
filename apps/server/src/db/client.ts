import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
};

export async function openDatabase(database: Config['database']): Promise<Database> {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    // an idle connection the server closed (a restart, a failover) is dropped from the pool and the next
    // query opens a new one; without a listener the error would end the process
    pool.on('error', () => {});
    // fail now, with the driver's reason, rather than on the first request
    const client = await pool.connect();
    client.release();
    return { db: drizzlePg(pool, { schema }), kind: 'postgres', close: () => pool.end() };
  }
  if (database.dir) mkdirSync(database.dir, { recursive: true });
  const client = new PGlite(database.dir ?? undefined);
  await client.waitReady;
  return { db: drizzlePglite(client, { schema }), kind: 'pglite', close: () => client.close() };
}
