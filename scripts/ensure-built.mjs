// Builds the web app, the staff console and the server when their output is missing or older than their sources,
// so `npm start` works on a fresh clone and after a pull without a separate build step.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function stale(output, sources) {
  const out = path.join(root, output);
  if (!existsSync(out)) return true;
  return Math.max(...sources.map((s) => newestMtime(path.join(root, s)))) > statSync(out).mtimeMs;
}

function build(workspace) {
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function ensureBuilt({ web }) {
  const contract = 'packages/contract/src';
  if (
    web &&
    stale('apps/web/dist-ssr/render-page.js', [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      contract,
    ])
  ) {
    build('apps/web');
  }
  if (
    web &&
    stale('apps/console/dist/index.html', [
      'apps/console/src',
      'apps/console/index.html',
      'apps/console/vite.config.ts',
      contract,
    ])
  ) {
    build('apps/console');
  }
  if (stale('apps/server/dist/main.js', ['apps/server/src', 'apps/server/build.mjs', contract])) {
    build('apps/server');
  }
}
