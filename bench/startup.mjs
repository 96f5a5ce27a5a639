// Start-up time: from launching the built server to its first healthy answer, on an empty data folder
// (migrations and demo import) and on an existing one. Prints medians of several runs and merges them into results.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = 3290;

async function timeStart(dataDir) {
  const started = performance.now();
  const child = spawn('node', ['apps/server/dist/main.js'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      if (performance.now() - started > 60_000) throw new Error('the server did not start within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const empty = [];
const existing = [];
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-bench-'));
  empty.push(await timeStart(dataDir));
  existing.push(await timeStart(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}

const results = {
  date: new Date().toISOString(),
  runs,
  startup_empty_ms: Math.round(median(empty)),
  startup_existing_ms: Math.round(median(existing)),
};
// other benchmarks keep their figures in the same file
const resultsFile = path.join(root, 'bench/results.json');
const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};
writeFileSync(resultsFile, `${JSON.stringify({ ...previous, ...results }, null, 2)}\n`);
console.log(`start-up on an empty data folder: median ${results.startup_empty_ms} ms over ${runs} runs`);
console.log(
  `start-up on an existing data folder: median ${results.startup_existing_ms} ms over ${runs} runs`,
);
