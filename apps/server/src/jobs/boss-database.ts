import type { PGlite } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import type PgBoss from 'pg-boss';
import type { Database, Executor } from '../db/client';

type Rows = { rows: Record<string, unknown>[] };

/**
 * The queue's statements run on the portal's own connections: PostgreSQL's pool, or PGlite, where a
 * script of several statements (its schema) goes through `exec`, the one call that takes them.
 */
export function bossDatabase(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: Pool | PGlite }).$client;
  if (database.kind === 'postgres') {
    const pool = client as Pool;
    return { executeSql: async (text, values) => pool.query(text, values) };
  }
  const pglite = client as PGlite;
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

/**
 * The queue's statements inside a transaction of the portal's, so that a job is sent only if the
 * change commits: its `$n` placeholders become Drizzle parameters.
 */
export function transactionDatabase(tx: Executor): PgBoss.Db {
  return {
    async executeSql(text, values = []) {
      const parts = text.split(/\$(\d+)/);
      const statement: SQL = sql.join(
        // a parameter as it is: an array or an object stays one value, an absent one is null
        parts.map((part, i) => (i % 2 === 1 ? sql.param(values[Number(part) - 1] ?? null) : sql.raw(part))),
      );
      return (await tx.execute(statement)) as unknown as Rows;
    },
  };
}
