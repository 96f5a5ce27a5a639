import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths';
import { type Database, openDatabase } from './client';
import { migrateDatabase, readMigrationLevel } from './migrate';

const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const latest = journal.entries.at(-1)!.tag;

let database: Database;
afterEach(() => database.close());

/** A new database with the first `count` migrations only, as an older version left it. */
async function migrateBefore(count: number) {
  const older = mkdtempSync(path.join(tmpdir(), 'portal-migrations-'));
  try {
    cpSync(migrationsDir, older, { recursive: true });
    const entries = journal.entries.slice(0, count);
    writeFileSync(path.join(older, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
    database = await openDatabase({ kind: 'pglite', dir: null });
    await migrate(database.db as PgliteDatabase<never>, { migrationsFolder: older });
    expect((await readMigrationLevel(database)).applied).toBe(entries.length);
  } finally {
    rmSync(older, { recursive: true, force: true });
  }
}

describe('migrateDatabase', () => {
  it('migrates a new database, then finds nothing to do', async () => {
    database = await openDatabase({ kind: 'pglite', dir: null });
    await migrateDatabase(database);
    const level = { applied: journal.entries.length, latest };
    expect(await readMigrationLevel(database)).toEqual(level);
    await migrateDatabase(database);
    expect(await readMigrationLevel(database)).toEqual(level);
  });

  it('applies what a database from an older version lacks', async () => {
    // the migrations of the version before the last one
    await migrateBefore(journal.entries.length - 1);
    await database.db.execute(
      sql`insert into users (id, name, email) values ('u1', 'Ana', 'ana@example.com')`,
    );
    await database.db.execute(sql`insert into student_profiles (user_id) values ('u1')`);
    await database.db.execute(sql`
      insert into notifications (student_id, type, heading, message, received_at, is_read)
        select id, 'payment', 'h', 'm', now(), g % 4 = 0 from student_profiles, generate_series(1, 12) g`);
    await migrateDatabase(database);
    expect(await readMigrationLevel(database)).toEqual({ applied: journal.entries.length, latest });
    // the students' notification counts are those of the rows they had
    const counts = (await database.db.execute(
      sql`select total, unread from notification_counts`,
    )) as unknown as {
      rows: unknown[];
    };
    expect(counts.rows).toEqual([{ total: 12, unread: 9 }]);
  });

  it('keeps the attempt a graded quiz notice opens as attempt_id', async () => {
    await migrateBefore(journal.entries.findIndex((e) => e.tag === '0033_notices_open_quiz_attempts'));
    await database.db.execute(
      sql`insert into users (id, name, email) values ('u1', 'Ana', 'ana@example.com')`,
    );
    await database.db.execute(sql`insert into student_profiles (user_id) values ('u1')`);
    await database.db.execute(sql`
      insert into notifications (student_id, type, heading, message, received_at, route_params)
        select id, 'quiz', 'h', 'm', now(), '{"course_slug": "psw", "subscription_id": 5, "assessment_id": 77}'
        from student_profiles`);
    await migrateDatabase(database);
    const stored = (await database.db.execute(sql`select route_params from notifications`)) as unknown as {
      rows: unknown[];
    };
    expect(stored.rows).toEqual([
      { route_params: { course_slug: 'psw', subscription_id: 5, attempt_id: 77 } },
    ]);
  });
});
