// Staff search: how fast does the console's students list answer when the school has BENCH_STUDENTS
// students? On PostgreSQL, an admin lists, searches and filters them one request at a time.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freshDatabase } from './lib/database.mjs';
import { sequentialLatency } from './lib/latency.mjs';
import { envNumber, mergeResults, round } from './lib/results.mjs';
import { LAST_NAMES, seedStudents, settleBulkLoad } from './lib/seed.mjs';
import { startInProcess } from './lib/server.mjs';
import { staffMember } from './lib/staff.mjs';
import { injectClient } from './lib/students.mjs';

const ORIGIN = 'http://bench.test';
const students = envNumber('BENCH_STUDENTS', 100_000);
const timing = { requests: envNumber('BENCH_REQUESTS', 1000), warmUp: envNumber('BENCH_WARMUP', 30) };
const LIST = '/api/v1/staff/students/';
// the console's page size
const PAGE = 'limit=25';

/** Each case: its query, and the matches it must find (a check that the seeding gave what it means to). */
function casesFor({ email, program }) {
  const lastName = LAST_NAMES[0];
  const share = Math.round(students / LAST_NAMES.length);
  return {
    first_page: { query: `?${PAGE}`, matches: (count) => count === students },
    search_last_name: {
      query: `?${PAGE}&search=${encodeURIComponent(lastName)}`,
      matches: (count) => Math.abs(count - share) <= 1,
    },
    search_email: { query: `?${PAGE}&search=${encodeURIComponent(email)}`, matches: (count) => count === 1 },
    search_no_match: { query: `?${PAGE}&search=qxz`, matches: (count) => count === 0 },
    search_in_program: {
      query: `?${PAGE}&search=${encodeURIComponent(lastName)}&program=${program}`,
      matches: (count) => count > 0 && count < share,
    },
    deep_page_by_email: {
      query: `?${PAGE}&offset=5000&ordering=-email`,
      matches: (count) => count === students,
    },
  };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-staff-search-'));
const database = await freshDatabase('postgres', dataDir);
const portal = await startInProcess({ dataDir, database: database.config, origin: ORIGIN, demo: true });
try {
  const call = injectClient(portal.app);
  const programs = (await portal.db.execute('select id from courses order by id')).rows.map((r) => r.id);
  const started = performance.now();
  await seedStudents(portal.db, programs, 1, students);
  await portal.db.execute('vacuum analyze');
  await settleBulkLoad(portal.db);
  const seconds = round((performance.now() - started) / 1000, 1);
  console.log(`${students} students in ${programs.length} programs, seeded in ${seconds} s`);

  const admin = await staffMember(portal, call, { email: 'admin@bench.test', role: 'admin', origin: ORIGIN });
  const headers = { cookie: admin.cookie };
  const middle = `student-${Math.ceil(students / 2)}`;
  const { email } = (await portal.db.execute(`select email from users where id = '${middle}'`)).rows[0];
  const figures = { students, programs: programs.length, seeded_seconds: seconds, ...timing, cases: {} };
  for (const [name, { query, matches }] of Object.entries(casesFor({ email, program: programs[0] }))) {
    const url = `${LIST}${query}`;
    const res = await call({ url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    const { count } = res.json();
    if (!matches(count)) throw new Error(`${url}: ${count} students found, not what the seeding holds`);
    const latency = await sequentialLatency(call, url, headers, timing);
    figures.cases[name] = { path: url, count, ...latency };
    console.log(
      `${name.padEnd(20)} ${String(count).padStart(7)} found · p50 ${latency.p50_ms} · p95 ${latency.p95_ms} · p99 ${latency.p99_ms} ms`,
    );
  }
  mergeResults('staff_search', figures);
} finally {
  await portal.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
