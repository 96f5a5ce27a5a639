// Notification paging: does a page cost the same with 10 000 notifications as with 1 000 000?
// Builds the server's app on a fresh data folder (PGlite, or a new database on DATABASE_URL's server),
// seeds two students in bulk, and times GET /api/v1/notifications/ through app.inject, signed in as each.
// Prints p50/p99 per case and the 1M/10k ratio, and merges them into results.json.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverRoot = path.join(root, 'apps/server');
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const warmUp = Number(process.env.BENCH_WARMUP ?? 30);
const sizeLabel = (rows) => (rows >= 1_000_000 ? `${rows / 1_000_000}M` : `${rows / 1000}k`);
const students = [10_000, Number(process.env.BENCH_LARGE ?? 1_000_000)].map((rows, i) => ({
  label: sizeLabel(rows),
  email: `student-${i + 1}@bench.test`,
  rows,
}));
const cases = {
  first_page: '',
  deep_page: '?offset=1000&limit=20',
  unread_only: '?is_read=false',
  type_filter: '?notification__type=quiz',
};
const ORIGIN = 'http://bench.test';

/** The server's app, bundled from its sources the way apps/server/build.mjs does (npm packages stay external). */
async function loadServer() {
  const requireFromServer = createRequire(path.join(serverRoot, 'package.json'));
  const esbuild = requireFromServer('esbuild');
  const pkg = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
  // inside the server package, so that it finds its migrations and its node_modules
  const outfile = path.join(serverRoot, 'node_modules/.cache/portal-bench/server.mjs');
  await esbuild.build({
    stdin: {
      contents: [
        "export { buildApp } from './src/app.ts';",
        "export { createContext } from './src/bootstrap.ts';",
        "export { loadConfig } from './src/config.ts';",
        "export { default as pg } from 'pg';",
      ].join('\n'),
      resolveDir: serverRoot,
      loader: 'ts',
    },
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/')),
    logLevel: 'warning',
  });
  return import(pathToFileURL(outfile).href);
}

/** A new database on the PostgreSQL server of DATABASE_URL, dropped at the end; or PGlite in the data folder. */
async function freshDatabase(pg, dataDir) {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { database: { kind: 'pglite', dir: path.join(dataDir, 'pg') }, drop: async () => {} };
  const name = `portal_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    database: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

function cookieOf(res) {
  const header = res.headers['set-cookie'];
  const list = Array.isArray(header) ? header : header ? [String(header)] : [];
  return list.map((c) => c.split(';')[0]).join('; ');
}

/** Signs up and follows the mailed verification link, as a student would: answers the session cookie. */
async function signedInStudent(app, email, ip) {
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN, 'x-forwarded-for': ip },
    payload: {
      name: 'Bench Student',
      first_name: 'Bench',
      last_name: 'Student',
      email,
      password: 'maple leaf 2026',
      language: 'en',
      callbackURL: '/dashboard',
    },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  const mail = (await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${email}` })).json().results[0];
  const link = mail.links.find((l) => new URL(l).pathname === '/auth/verify');
  const token = new URL(link).searchParams.get('token');
  const verified = await app.inject({
    method: 'GET',
    url: `/api/auth/verify-email?token=${encodeURIComponent(token)}`,
    headers: { 'x-forwarded-for': ip },
  });
  const cookie = cookieOf(verified);
  const me = (await app.inject({ method: 'GET', url: '/api/v1/me/', headers: { cookie } })).json();
  return { cookie, id: me.profile.id };
}

/** Bulk notifications for one student, newest first by id: six types, one in 33 unread. */
async function seed(db, studentId, rows) {
  const batch = 100_000;
  for (let from = 1; from <= rows; from += batch) {
    const to = Math.min(rows, from + batch - 1);
    await db.execute(`
      insert into notifications (student_id, type, heading, message, route_params, payload, received_at, is_read)
      select ${studentId},
             (array['payment','quiz','subscription','assignment','support','installment'])[1 + g % 6],
             'Heading ' || g, 'Message ' || g, '{}'::jsonb, '{}'::jsonb,
             timestamptz '2026-11-22 15:00:00+00' - g * interval '1 second',
             g % 33 <> 0
      from generate_series(${from}, ${to}) as g`);
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const round = (ms) => Math.round(ms * 100) / 100;

async function time(app, cookie, query) {
  const url = `/api/v1/notifications/${query}`;
  for (let i = 0; i < warmUp; i++) await app.inject({ method: 'GET', url, headers: { cookie } });
  const samples = [];
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    samples.push(performance.now() - started);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  samples.sort((a, b) => a - b);
  return { p50: round(percentile(samples, 50)), p99: round(percentile(samples, 99)) };
}

const { buildApp, createContext, loadConfig, pg } = await loadServer();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-notifications-'));
const { database, drop } = await freshDatabase(pg, dataDir);
const config = {
  ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: ORIGIN, TRUST_PROXY: 'true' }),
  database,
  serveWeb: false,
};
const ctx = await createContext(config);
const app = await buildApp(ctx);
try {
  const seeded = {};
  for (const [i, student] of students.entries()) {
    Object.assign(student, await signedInStudent(app, student.email, `10.9.0.${i + 1}`));
    const started = performance.now();
    await seed(ctx.db, student.id, student.rows);
    seeded[student.label] = { rows: student.rows, seconds: round((performance.now() - started) / 1000) };
    console.log(`seeded ${student.rows} notifications in ${seeded[student.label].seconds} s`);
  }
  // what autovacuum does on a live PostgreSQL: statistics for the planner, the visibility map for
  // index-only scans. PGlite has no autovacuum: BENCH_VACUUM=0 measures a table never vacuumed.
  const vacuumed = process.env.BENCH_VACUUM !== '0';
  if (vacuumed) await ctx.db.execute('vacuum analyze notifications');

  const measured = {};
  for (const [name, query] of Object.entries(cases)) {
    const byStudent = {};
    for (const student of students) byStudent[student.label] = await time(app, student.cookie, query);
    const [a, b] = students.map((s) => byStudent[s.label]);
    measured[name] = {
      query: `/api/v1/notifications/${query}`,
      [`p50_${students[0].label}_ms`]: a.p50,
      [`p99_${students[0].label}_ms`]: a.p99,
      [`p50_${students[1].label}_ms`]: b.p50,
      [`p99_${students[1].label}_ms`]: b.p99,
      ratio_p50: round(b.p50 / a.p50),
      ratio_p99: round(b.p99 / a.p99),
    };
    const [small, large] = students.map((s) => s.label);
    console.log(
      `${name.padEnd(12)} ${small} p50 ${a.p50} ms p99 ${a.p99} ms · ${large} p50 ${b.p50} ms p99 ${b.p99} ms · ratio p50 ${measured[name].ratio_p50}`,
    );
  }

  const resultsFile = path.join(root, 'bench/results.json');
  const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};
  results[`notifications_paging_${database.kind}${vacuumed ? '' : '_not_vacuumed'}`] = {
    date: new Date().toISOString(),
    machine: `${os.cpus()[0]?.model ?? 'unknown CPU'}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
    database: database.kind,
    vacuumed,
    requests_per_case: requests,
    seeded,
    cases: measured,
  };
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await app.close();
  await ctx.database.close();
  await drop();
  rmSync(dataDir, { recursive: true, force: true });
}
