// Load runs with autocannon: the same settings for the portal and for the bare Fastify limit.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { envNumber, round } from './results.mjs';
import { stopProcess, waitHealthy } from './server.mjs';

export const loadSettings = () => ({
  connections: envNumber('BENCH_CONNECTIONS', 100),
  duration: envNumber('BENCH_DURATION', 20),
});

/**
 * Loads `paths` on `baseUrl` (several paths are taken in turn, as a page's calls are) and answers
 * requests per second, p50/p99 latency, errors (connection errors and time-outs) and non-2xx answers.
 * A short run with few connections first lets the JIT and the connection pools warm up.
 */
export async function load(baseUrl, paths, headers = {}) {
  const { connections, duration } = loadSettings();
  const requests = paths.map((p) => ({ method: 'GET', path: p }));
  const run = async (options) => {
    const result = await autocannon({ url: baseUrl, headers, requests, ...options });
    await settle(baseUrl);
    return result;
  };
  await run({ connections: 10, duration: Math.min(3, Math.max(1, duration / 5)) });
  const result = await run({ connections, duration });
  return {
    rps: round(result.requests.average, 1),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non_2xx: result.non2xx,
    status_429: result.statusCodeStats?.['429']?.count ?? 0,
  };
}

/**
 * Waits until the server has worked off what a run left queued: autocannon hangs up at the end, but
 * the server still answers every request it had accepted, which would slow the next run down.
 */
async function settle(baseUrl) {
  for (let quick = 0, tries = 0; quick < 3 && tries < 600; tries++) {
    const started = performance.now();
    await fetch(`${baseUrl}/api/health`).then((r) => r.arrayBuffer());
    quick = performance.now() - started < 50 ? quick + 1 : 0;
  }
}

/** The limit of the machine: Fastify answering a constant JSON, in its own process like the portal. */
export async function startBareFastify(port) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'hello-server.mjs');
  const child = spawn(process.execPath, [script, String(port)], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitHealthy(baseUrl, child, 20_000);
  return { baseUrl, stop: () => stopProcess(child) };
}
