import pg from 'pg';
import type { TestApp } from './test-app';

export const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Ends the app's listening connection from the server's side, as a PostgreSQL restart, a failover or a
 * proxy closing idle connections does. With `recovered`, answers once the app listens again.
 */
export async function dropListener(t: TestApp, { recovered = true } = {}): Promise<void> {
  const database = t.ctx.config.database;
  if (database.kind !== 'postgres') throw new Error('Only a PostgreSQL connection can be dropped');
  const droppedAt = Date.now();
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where application_name = 'portal-listener' and datname = current_database()`,
    );
    // one connection listens on every channel of the app
    if (rows.length !== 1 || !rows[0]!.ended) throw new Error(`${rows.length} listening connections`);
  } finally {
    await admin.end();
  }
  if (recovered) await listening(t, droppedAt);
}

/** Waits until the app's listening connection has been up since `after` (ms). */
export async function listening(t: TestApp, after: number, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { connected, since } = t.ctx.database.listener();
    if (connected && since.getTime() >= after) return;
    if (Date.now() > until) throw new Error(`Not listening again after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
