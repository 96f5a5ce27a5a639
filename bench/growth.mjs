// Growth: does a page cost the same with 10 thousand rows as with 1 million? On each database, one
// student's notification history and the course room's classmates grow from BENCH_SMALL to BENCH_LARGE
// rows; the notification list and the room's two reads are timed one request at a time at each size.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshDatabase } from './lib/database.mjs';
import { sequentialLatency } from './lib/latency.mjs';
import { envList, envNumber, mergeResults, round } from './lib/results.mjs';
import { countContents, seedClassmates, seedNotifications, settleBulkLoad } from './lib/seed.mjs';
import { startInProcess } from './lib/server.mjs';
import { enrol, injectClient, roomUrls, verifiedStudent } from './lib/students.mjs';

const ORIGIN = 'http://bench.test';
const sizes = { small: envNumber('BENCH_SMALL', 10_000), large: envNumber('BENCH_LARGE', 1_000_000) };
const timing = { requests: envNumber('BENCH_REQUESTS', 1000), warmUp: envNumber('BENCH_WARMUP', 30) };
const notificationCases = {
  notifications_first_page: '',
  notifications_deep_page: '?offset=1000&limit=20',
  notifications_unread_only: '?is_read=false',
  notifications_type_filter: '?notification__type=quiz',
};
// PGlite has no autovacuum; the portal's maintenance runs the same `vacuum (analyze)` hourly
const vacuum = process.env.BENCH_VACUUM !== '0';

async function measure(kind) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `portal-bench-growth-${kind}-`));
  const database = await freshDatabase(kind, dataDir);
  const portal = await startInProcess({ dataDir, database: database.config, origin: ORIGIN, demo: true });
  try {
    const call = injectClient(portal.app);
    const reader = await verifiedStudent(call, {
      email: 'reader@bench.test',
      origin: ORIGIN,
      ip: '10.9.0.1',
    });
    const learner = await verifiedStudent(call, {
      email: 'learner@bench.test',
      origin: ORIGIN,
      ip: '10.9.0.2',
    });
    const room = await enrol(call, learner, { origin: ORIGIN, ip: '10.9.0.2' });
    await call({
      url: `/api/v1/contents/${room.firstItem}/view/?subscription=${room.subscription}`,
      headers: { cookie: learner.cookie },
    });
    const perStudent = await countContents(portal.db, room.course.id);

    const urls = {
      ...Object.fromEntries(
        Object.entries(notificationCases).map(([name, q]) => [name, [`/api/v1/notifications/${q}`, reader]]),
      ),
      ...Object.fromEntries(Object.entries(roomUrls(room)).map(([name, url]) => [name, [url, learner]])),
    };
    const seeded = {};
    const latency = {};
    let notifications = 0;
    let classmates = 0;
    for (const [size, rows] of Object.entries(sizes)) {
      const started = performance.now();
      await seedNotifications(portal.db, reader.profileId, notifications + 1, rows);
      notifications = rows;
      const wanted = Math.ceil(rows / perStudent);
      await seedClassmates(portal.db, room.course.id, classmates + 1, wanted);
      classmates = wanted;
      if (vacuum) await portal.db.execute('vacuum analyze');
      await settleBulkLoad(portal.db);
      const seconds = round((performance.now() - started) / 1000, 1);
      console.log(
        `${kind}: ${rows} notifications and ${classmates * perStudent} progress rows of ${classmates} classmates, seeded in ${seconds} s`,
      );
      seeded[size] = { notifications: rows, progress_rows: classmates * perStudent, seconds };
      latency[size] = {};
      for (const [name, [url, student]] of Object.entries(urls)) {
        latency[size][name] = await sequentialLatency(call, url, { cookie: student.cookie }, timing);
      }
    }

    const figures = { vacuumed: vacuum, ...timing, seeded };
    for (const [name, [url]] of Object.entries(urls)) {
      const [a, b] = [latency.small[name], latency.large[name]];
      figures[name] = {
        path: url,
        p50_small_ms: a.p50_ms,
        p99_small_ms: a.p99_ms,
        p50_large_ms: b.p50_ms,
        p99_large_ms: b.p99_ms,
        p50_ratio: round(b.p50_ms / a.p50_ms),
        p99_ratio: round(b.p99_ms / a.p99_ms),
      };
      console.log(
        `${kind.padEnd(8)} ${name.padEnd(26)} p99 ${a.p99_ms} → ${b.p99_ms} ms (×${figures[name].p99_ratio}) · p50 ${a.p50_ms} → ${b.p50_ms} ms`,
      );
    }
    return figures;
  } finally {
    await portal.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Each database is measured in a process of its own: after a million rows in PGlite, this process's heap
// would slow the next database's reads down.
if (process.env.BENCH_GROWTH_OUT) {
  const kind = envList('BENCH_DATABASES', '')[0];
  writeFileSync(process.env.BENCH_GROWTH_OUT, JSON.stringify(await measure(kind)));
} else {
  const figures = { sizes };
  for (const kind of envList('BENCH_DATABASES', 'pglite,postgres')) {
    const out = path.join(os.tmpdir(), `portal-bench-growth-${kind}-${process.pid}.json`);
    const env = { ...process.env, BENCH_DATABASES: kind, BENCH_GROWTH_OUT: out };
    const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], { stdio: 'inherit', env });
    if (run.status !== 0) throw new Error(`growth on ${kind} failed`);
    figures[kind] = JSON.parse(readFileSync(out, 'utf8'));
    rmSync(out);
  }
  mergeResults('growth', figures);
}
