// Bundles the server and the operator command with the npm packages they use, into dist/ (emptied first).
// `--watch` rebuilds on every change (used by `npm run dev`).
import { rmSync } from 'node:fs';
import { context } from 'esbuild';

// Packages that read their own files (PGlite's WebAssembly, pdfkit's fonts, the Swagger UI's pages and
// package.json) stay where npm put them; pg-native is pg's optional native driver.
const external = [
  '@electric-sql/pglite',
  'pdfkit',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pg-native',
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
];

const root = new URL('.', import.meta.url).pathname;
rmSync(new URL('dist', import.meta.url), { recursive: true, force: true });

// One bundle: start-up reads a few dozen files rather than every module of every package it uses.
const ctx = await context({
  absWorkingDir: root,
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
  // less source for Node to parse at start; names are kept, so stack traces and logs read as before
  minifyWhitespace: true,
  minifySyntax: true,
  // the CommonJS packages in the bundle call require() for Node's modules, which ESM has no global of
  banner: {
    js: "import { createRequire as __portalRequire } from 'node:module'; const require = __portalRequire(import.meta.url);",
  },
  logLevel: 'warning',
});

if (process.argv.includes('--watch')) {
  await ctx.watch();
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
