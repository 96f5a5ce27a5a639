// Start-up: from `npm start` to the first healthy answer, on an empty data folder (migrations and the
// demo import) and on the folder that run left. Medians of BENCH_RUNS runs. Needs `npm run build`.
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { envNumber, median, mergeResults, root } from './lib/results.mjs';
import { portalEnv, stopProcess, waitHealthy } from './lib/server.mjs';
import { ensureBuilt } from '../scripts/ensure-built.mjs';

const runs = envNumber('BENCH_RUNS', 5);
const PORT = 3290;

async function timeStart(dataDir) {
  const started = performance.now();
  // its own process group, so that stopping it stops npm's child, the portal, too
  const child = spawn('npm', ['start', '--silent'], {
    cwd: root,
    env: portalEnv({ DATA_DIR: dataDir, PORT: String(PORT) }),
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  try {
    await waitHealthy(`http://127.0.0.1:${PORT}`, child);
    // npm start builds what is stale first; a build would be timed as start-up
    if (output.includes('Building')) throw new Error('the build was stale: run `npm run build` first');
    return performance.now() - started;
  } finally {
    await stopProcess(child, true);
  }
}

// what npm start would build goes first, untimed
ensureBuilt({ web: true });
const empty = [];
const existing = [];
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-startup-'));
  try {
    empty.push(await timeStart(dataDir));
    // what the first run wrote goes to disk first, untimed: the kernel would otherwise be writing it
    // back during the next start, which would time the disk rather than the portal
    execSync('sync');
    existing.push(await timeStart(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const figures = {
  runs,
  empty_ms: Math.round(median(empty)),
  existing_ms: Math.round(median(existing)),
  empty_all_ms: empty.map(Math.round),
  existing_all_ms: existing.map(Math.round),
};
mergeResults('startup', figures);
console.log(`start-up on an empty data folder: median ${figures.empty_ms} ms over ${runs} runs`);
console.log(`start-up on an existing data folder: median ${figures.existing_ms} ms over ${runs} runs`);
