// Notification paging: does a page cost the same with 10 000 notifications as with 1 000 000?
// Two students side by side on one database (PGlite, or a new database on DATABASE_URL's server), timed
// through app.inject. growth.mjs measures the same list as one student's history grows, for `npm run bench`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase } from './lib/database.mjs';
import { sequentialLatency } from './lib/latency.mjs';
import { envNumber, mergeResults, round } from './lib/results.mjs';
import { seedNotifications, settleBulkLoad } from './lib/seed.mjs';
import { startInProcess } from './lib/server.mjs';
import { injectClient, verifiedStudent } from './lib/students.mjs';

const ORIGIN = 'http://bench.test';
const timing = { requests: envNumber('BENCH_REQUESTS', 300), warmUp: envNumber('BENCH_WARMUP', 30) };
const sizeLabel = (rows) => (rows >= 1_000_000 ? `${rows / 1_000_000}M` : `${rows / 1000}k`);
const students = [10_000, envNumber('BENCH_LARGE', 1_000_000)].map((rows, i) => ({
  label: sizeLabel(rows),
  email: `student-${i + 1}@bench.test`,
  ip: `10.9.0.${i + 1}`,
  rows,
}));
const cases = {
  first_page: '',
  deep_page: '?offset=1000&limit=20',
  unread_only: '?is_read=false',
  type_filter: '?notification__type=quiz',
};
const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
const vacuumed = process.env.BENCH_VACUUM !== '0';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-notifications-'));
const database = await freshDatabase(kind, dataDir);
const portal = await startInProcess({ dataDir, database: database.config, origin: ORIGIN });
try {
  const call = injectClient(portal.app);
  const seeded = {};
  for (const student of students) {
    Object.assign(
      student,
      await verifiedStudent(call, { email: student.email, origin: ORIGIN, ip: student.ip }),
    );
    const started = performance.now();
    await seedNotifications(portal.db, student.profileId, 1, student.rows);
    seeded[student.label] = { rows: student.rows, seconds: round((performance.now() - started) / 1000) };
    console.log(`seeded ${student.rows} notifications in ${seeded[student.label].seconds} s`);
  }
  // what autovacuum does on a live PostgreSQL; BENCH_VACUUM=0 measures a table never vacuumed
  if (vacuumed) await portal.db.execute('vacuum analyze notifications');
  await settleBulkLoad(portal.db);

  const measured = {};
  for (const [name, query] of Object.entries(cases)) {
    const url = `/api/v1/notifications/${query}`;
    const byStudent = [];
    for (const s of students)
      byStudent.push(await sequentialLatency(call, url, { cookie: s.cookie }, timing));
    const [a, b] = byStudent;
    const [small, large] = students.map((s) => s.label);
    measured[name] = {
      query: url,
      [`p50_${small}_ms`]: a.p50_ms,
      [`p99_${small}_ms`]: a.p99_ms,
      [`p50_${large}_ms`]: b.p50_ms,
      [`p99_${large}_ms`]: b.p99_ms,
      ratio_p50: round(b.p50_ms / a.p50_ms),
      ratio_p99: round(b.p99_ms / a.p99_ms),
    };
    console.log(
      `${name.padEnd(12)} ${small} p50 ${a.p50_ms} ms p99 ${a.p99_ms} ms · ${large} p50 ${b.p50_ms} ms p99 ${b.p99_ms} ms · ratio p50 ${measured[name].ratio_p50}`,
    );
  }
  mergeResults(`notifications_paging_${kind}${vacuumed ? '' : '_not_vacuumed'}`, {
    database: kind,
    vacuumed,
    requests_per_case: timing.requests,
    seeded,
    cases: measured,
  });
} finally {
  await portal.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
