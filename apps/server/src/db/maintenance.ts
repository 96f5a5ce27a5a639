import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type PeriodicTask, runPeriodically } from '../lib/periodic-task';
import type { Database } from './client';

export const MAINTENANCE_INTERVAL_MINUTES = 60;
// statistics are kept on disk, so a restart does not need them again at once
const FIRST_RUN_AFTER_MINUTES = 1;

/**
 * For PGlite, what autovacuum does on PostgreSQL (PGlite has none). Without statistics the planner
 * takes a long history for a short one and reads it whole (a bitmap scan and a sort) instead of an
 * index range; without the visibility map, counts read the table besides the index. Null on
 * PostgreSQL, whose autovacuum does it.
 */
export function startDatabaseMaintenance(database: Database, log: FastifyBaseLogger): PeriodicTask | null {
  if (database.kind !== 'pglite') return null;
  return runPeriodically(
    () => database.db.execute(sql`vacuum (analyze)`),
    MAINTENANCE_INTERVAL_MINUTES * 60_000,
    (error) => log.error({ err: error }, 'database maintenance failed'),
    { firstRunAfterMs: FIRST_RUN_AFTER_MINUTES * 60_000 },
  );
}
