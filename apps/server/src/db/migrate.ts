import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsDir } from '../paths';
import type { Database } from './client';

type JournalEntry = { idx: number; when: number; tag: string };

function readJournal(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries;
}

/** Applies pending migrations in one transaction: a failure leaves the database as it was. */
export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsDir };
  if (database.kind === 'postgres') await migratePg(database.db as NodePgDatabase<never>, config);
  else await migratePglite(database.db as PgliteDatabase<never>, config);
}

export type MigrationLevel = { applied: number; latest: string | null };

export async function readMigrationLevel(database: Database): Promise<MigrationLevel> {
  // both drivers answer raw SQL with { rows }
  const result = (await database.db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
  )) as unknown as { rows: { created_at: string }[] };
  const applied = result.rows.map((r) => Number(r.created_at));
  const last = applied.at(-1);
  const latest = readJournal().find((entry) => entry.when === last)?.tag ?? null;
  return { applied: applied.length, latest };
}
