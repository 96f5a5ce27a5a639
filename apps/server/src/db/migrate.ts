import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
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

/** The name of the migration applied at `when` (its `created_at`), or null when this version has none such. */
export function migrationTagAt(when: number): string | null {
  return readJournal().find((entry) => entry.when === when)?.tag ?? null;
}

/** When this version's last migration was made: a database migrated past it comes from a later version. */
export function latestMigrationAt(): number {
  return Math.max(...readJournal().map((entry) => entry.when));
}

/**
 * Whether the last applied migration is the journal's last or newer (a later build may have applied
 * more), so that the migrator has nothing to do (it applies those newer than the last applied). One
 * query, where the migrator takes five and reads every migration file: a good part of a restart on
 * PGlite. Throws when the database does not answer.
 */
export async function migrationsCurrent(database: Database): Promise<boolean> {
  const latest = latestMigrationAt();
  const result = (await database.db.execute(
    sql`select max(created_at) as last from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { last: string | number | null }[] };
  return Number(result.rows[0]?.last ?? 0) >= latest;
}

async function isCurrent(database: Database): Promise<boolean> {
  try {
    return await migrationsCurrent(database);
  } catch {
    // no migrations table: a new database
    return false;
  }
}

/** The advisory lock under which a process migrates: any number shared by every process of the portal. */
const MIGRATION_LOCK = 20_261_127;

/**
 * Applies pending migrations in one transaction: a failure leaves the database as it was. Processes
 * started together take turns under an advisory lock; one that finds them applied by another goes on.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (await isCurrent(database)) return;
  await database.exclusive(MIGRATION_LOCK, async () => {
    if (await isCurrent(database)) return;
    const config = { migrationsFolder: migrationsDir };
    // the migrator of the database's driver only, loaded when there is something to apply
    if (database.kind === 'postgres') {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(database.db as NodePgDatabase<never>, config);
    } else {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(database.db as PgliteDatabase<never>, config);
    }
  });
}

export type MigrationLevel = { applied: number; latest: string | null };

export async function readMigrationLevel(database: Database): Promise<MigrationLevel> {
  // both drivers answer raw SQL with { rows }
  const result = (await database.db.execute(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
  )) as unknown as { rows: { created_at: string }[] };
  const applied = result.rows.map((r) => Number(r.created_at));
  const last = applied.at(-1);
  return { applied: applied.length, latest: last === undefined ? null : migrationTagAt(last) };
}
