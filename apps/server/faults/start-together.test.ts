import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { admin, databaseUrl } from './admin-database';
import { type Portal, freePort, startPortal } from './portal-process';

const made: { database: string; dirs: string[]; portals: Portal[] }[] = [];

/** N processes on one new database, started at the same moment, as a rollout or an autoscaler does. */
async function startTogether(count: number) {
  const database = `portal_together_${randomBytes(6).toString('hex')}`;
  await admin(`create database ${database}`);
  const url = databaseUrl(database);
  // a data folder that does not exist yet: each process makes its own
  const dirs = Array.from({ length: count }, () =>
    path.join(mkdtempSync(path.join(tmpdir(), 'portal-together-')), 'data'),
  );
  const run = { database, dirs, portals: [] as Portal[] };
  made.push(run);
  const ports = await Promise.all(dirs.map(() => freePort()));
  const started = await Promise.allSettled(
    dirs.map((dataDir, i) => startPortal({ kind: 'postgres', dataDir, databaseUrl: url }, ports[i]!)),
  );
  run.portals = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  return { started, url };
}

afterAll(async () => {
  for (const run of made) {
    await Promise.all(run.portals.map((p) => p.kill()));
    await admin(`drop database if exists ${run.database} with (force)`);
    for (const dir of run.dirs) rmSync(path.dirname(dir), { recursive: true, force: true });
  }
});

describe('processes started together on an empty PostgreSQL database', () => {
  it.each([2, 4])(
    '%i processes all come up, with the migrations and the demo institute applied once',
    async (count) => {
      const { started, url } = await startTogether(count);
      const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
      expect(failures.join('\n')).toBe('');
      for (const portal of made.at(-1)!.portals) {
        const health = await fetch(`${portal.url}/api/health`);
        expect(health.status).toBe(200);
        const programs = (await (await fetch(`${portal.url}/api/v1/courses/?limit=100`)).json()) as {
          count: number;
        };
        expect(programs.count).toBe(6);
      }
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const institutes = await client.query('select count(*)::int as n from institutes');
      await client.end();
      expect(institutes.rows[0].n).toBe(1);
    },
  );
});
