// API load: the reads a student makes most, under 100 connections, on PGlite and on PostgreSQL, each
// also as a share of a bare Fastify hello-world on the same machine. Needs `npm run build`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase } from './lib/database.mjs';
import { load, loadSettings, startBareFastify } from './lib/load.mjs';
import { envList, mergeResults, round } from './lib/results.mjs';
import { operatorCommand, startBuiltServer } from './lib/server.mjs';
import { enrol, httpClient, roomUrls, verifiedStudent } from './lib/students.mjs';

const PORT = 3291;
const BARE_PORT = 3292;

/** What each page asks the API for; the dashboard's list is what the signed-in header and My Programs load. */
const targetsFor = (room) => ({
  ...roomUrls(room),
  notifications: ['/api/v1/notifications/'],
  dashboard: [
    '/api/v1/me/',
    '/api/v1/subscriptions/',
    `/api/v1/courses/${room.course.id}/`,
    '/api/v1/notifications/unseen-count/',
    '/api/v1/gamification/points/',
    '/api/v1/institute/',
    '/api/v1/site-config/',
  ],
});

/** Whether a read is rate-limited per client: 150 requests in a row, counting 429 answers. */
async function probeRateLimit(baseUrl, url, cookie) {
  let limited = 0;
  for (let i = 0; i < 150; i++) {
    const res = await fetch(`${baseUrl}${url}`, { headers: { cookie } });
    await res.arrayBuffer();
    if (res.status === 429) limited++;
  }
  return { requests: 150, status_429: limited };
}

async function measure(kind, bareRps) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `portal-bench-load-${kind}-`));
  const database = await freshDatabase(kind, dataDir);
  const server = await startBuiltServer({ dataDir, port: PORT, env: database.env });
  try {
    const call = httpClient(server.baseUrl);
    const origin = server.baseUrl;
    const student = await verifiedStudent(call, { email: `load-${kind}@bench.test`, origin });
    const room = await enrol(call, student, { origin });
    // a page of notifications to list, sent the way the school sends them
    for (let i = 1; i <= 20; i++) {
      await operatorCommand(dataDir, ['notify', student.email, 'support', `Notice ${i}`, `Message ${i}`]);
    }
    const figures = { targets: {} };
    for (const [name, urls] of Object.entries(targetsFor(room))) {
      const list = Array.isArray(urls) ? urls : [urls];
      const result = await load(server.baseUrl, list, { cookie: student.cookie });
      figures.targets[name] = { paths: list, ...result, rps_ratio_to_bare: round(result.rps / bareRps, 3) };
      console.log(
        `${kind.padEnd(8)} ${name.padEnd(14)} ${result.rps} req/s (${Math.round((100 * result.rps) / bareRps)} % of bare) · p50 ${result.p50_ms} ms · p99 ${result.p99_ms} ms · errors ${result.errors} · non-2xx ${result.non_2xx}`,
      );
    }
    figures.rate_limits = {
      '/api/auth/get-session': await probeRateLimit(server.baseUrl, '/api/auth/get-session', student.cookie),
    };
    return figures;
  } finally {
    await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const bare = await startBareFastify(BARE_PORT);
let bareFigures;
try {
  bareFigures = await load(bare.baseUrl, ['/']);
} finally {
  await bare.stop();
}
console.log(
  `bare Fastify: ${bareFigures.rps} req/s · p50 ${bareFigures.p50_ms} ms · p99 ${bareFigures.p99_ms} ms`,
);
const figures = { ...loadSettings(), bare_fastify: bareFigures };
for (const kind of envList('BENCH_DATABASES', 'pglite,postgres')) {
  figures[kind] = await measure(kind, bareFigures.rps);
}
mergeResults('api_load', figures);
