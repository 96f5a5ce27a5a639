// `npm run bench`: runs each part in its own process, then compares results.json with budgets.json and
// prints figure | value | budget | pass/fail. Exits non-zero when a part fails or a budget is missed.
// BENCH_ONLY=web-size,startup runs some parts; the other variables are each part's (see README.md).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBuilt } from '../scripts/ensure-built.mjs';
import { envList, machine, readResults, root } from './lib/results.mjs';

const PARTS = {
  'web-size': 'web',
  startup: 'startup',
  'api-load': 'api_load',
  growth: 'growth',
  lighthouse: 'lighthouse',
  'first-use': 'first_use',
  tutor: 'tutor',
  'staff-search': 'staff_search',
};
const chosen = envList('BENCH_ONLY', Object.keys(PARTS).join(','));
for (const part of chosen)
  if (!PARTS[part]) throw new Error(`BENCH_ONLY: no part ${part} (${Object.keys(PARTS)})`);

// every part but those calling the app in-process measures the built portal, which npm start would build first anyway
const IN_PROCESS = ['growth', 'tutor', 'staff-search'];
if (chosen.some((part) => !IN_PROCESS.includes(part))) ensureBuilt({ web: true });

const measured = [];
const failed = [];
for (const part of chosen) {
  console.log(`\n== ${part}`);
  const run = spawnSync(process.execPath, [path.join(root, 'bench', `${part}.mjs`)], { stdio: 'inherit' });
  if (run.status === 0) measured.push(PARTS[part]);
  else failed.push(part);
}

/** Every figure a budget names: `*` stands for any key at that level. */
function figuresAt(node, segments, prefix = []) {
  if (segments.length === 0) return typeof node === 'number' ? [[prefix.join('.'), node]] : [];
  if (node === null || typeof node !== 'object') return [];
  const [head, ...rest] = segments;
  const keys = head === '*' ? Object.keys(node) : [head];
  return keys.flatMap((key) => figuresAt(node[key], rest, [...prefix, key]));
}

const results = readResults();
const budgets = JSON.parse(readFileSync(path.join(root, 'bench/budgets.json'), 'utf8'));
const rows = [];
for (const budget of budgets) {
  const part = budget.figure.split('.')[0];
  if (!measured.includes(part)) continue;
  const found = figuresAt(results, budget.figure.split('.'));
  if (found.length === 0) rows.push([budget.figure, 'missing', '', 'fail']);
  for (const [figure, value] of found) {
    const pass = budget.max !== undefined ? value <= budget.max : value >= budget.min;
    rows.push([
      figure,
      String(value),
      budget.max !== undefined ? `≤ ${budget.max}` : `≥ ${budget.min}`,
      pass ? 'pass' : 'fail',
    ]);
  }
}

console.log(`\n${machine()}, ${new Date().toISOString()}\n`);
console.log('| figure | value | budget | result |\n|---|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
for (const part of failed) console.log(`\n${part} failed: its figures were not compared.`);
const missed = rows.filter((row) => row[3] === 'fail').length;
console.log(`\n${rows.length - missed} passed, ${missed} failed`);
if (missed > 0 || failed.length > 0) process.exitCode = 1;
