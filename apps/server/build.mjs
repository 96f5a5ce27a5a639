// Bundles the server and the operator command; packages from npm stay external, workspace code is inlined.
// `--watch` rebuilds on every change (used by `npm run dev`).
import { readFileSync } from 'node:fs';
import { context } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/'));

const ctx = await context({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: { main: 'src/main.ts', cli: 'src/cli/portal.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // shared code goes to chunks, so what main.ts imports on demand (the CLI, the demo import) loads only then
  splitting: true,
  sourcemap: true,
  external,
  logLevel: 'warning',
});

if (process.argv.includes('--watch')) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
