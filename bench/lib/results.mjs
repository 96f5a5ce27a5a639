// Where every part keeps its figures: one results.json, one key per part, merged so parts run alone.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const resultsFile = path.join(root, 'bench/results.json');

export function machine() {
  const cpus = os.cpus();
  return `${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`;
}

export function readResults() {
  return existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {};
}

/** Replaces one part's figures and keeps the other parts' from their own last run. */
export function mergeResults(part, figures) {
  const results = readResults();
  // the load average tells a quiet machine from one shared with other runs
  const loadAverage = os.loadavg().map((n) => round(n, 1));
  results[part] = {
    date: new Date().toISOString(),
    machine: machine(),
    load_average: loadAverage,
    ...figures,
  };
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
}

export const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A list from the environment, such as BENCH_DATABASES=pglite,postgres. */
export const envList = (name, fallback) =>
  (process.env[name] ?? fallback)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
export const envNumber = (name, fallback) => Number(process.env[name] ?? fallback);
