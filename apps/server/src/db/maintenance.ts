import { sql } from 'drizzle-orm';
import type { Database } from './client';
import type { JobQueue } from '../jobs/job-queue';

/**
 * For PGlite, what autovacuum does on PostgreSQL (PGlite has none), every hour as a job of the queue.
 * Without statistics the planner takes a long history for a short one and reads it whole (a bitmap scan
 * and a sort) instead of an index range; without the visibility map, counts read the table besides the
 * index. Nothing on PostgreSQL, whose autovacuum does it.
 */
export function scheduleDatabaseMaintenance(database: Database, jobs: JobQueue) {
  if (database.kind !== 'pglite') return;
  jobs.every('database.maintenance', '45 * * * *', async () => {
    await database.db.execute(sql`vacuum (analyze)`);
  });
}
