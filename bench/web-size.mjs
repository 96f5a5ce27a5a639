// Web size: gzip bytes of the JavaScript and CSS each route loads first, from the Vite build manifest.
// The entry (index.html's script and its static imports) loads and runs on every page. Over a page painted
// whole on the server, that is all that runs as it loads: the app (start.tsx, its imports, the page's chunks)
// is fetched when the browser is idle and runs once the reader starts using the page. Each lazy route adds
// its chunk and the static imports the entry and the app do not already hold. A lazy part loaded from inside
// a route (a dialog, a form) adds what none of those holds. Needs `npm run build`.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { mergeResults, root, round } from './lib/results.mjs';

const dist = path.join(root, 'apps/web/dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** The pages Lighthouse measures, by the lazy modules the router loads for them (outer layout first). */
const PAGES = {
  home: ['src/features/catalogue/pages/home-page.tsx'],
  programs: ['src/features/catalogue/pages/programs-page.tsx'],
  program_details: ['src/features/catalogue/pages/program-details-page.tsx'],
  dashboard: ['src/features/dashboard/pages/dashboard-page.tsx'],
  course_room: ['src/features/journey/components/journey-layout.tsx', 'src/app/routes/room-route.tsx'],
};

const gzipCache = new Map();
function gzipKb(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file) / 1024;
}

/** Manifest keys a module loads before it runs: itself and its static imports, transitively. */
function closure(keys, into = new Set()) {
  for (const key of keys) {
    if (into.has(key)) continue;
    into.add(key);
    closure(manifest[key].imports ?? [], into);
  }
  return into;
}

function sizes(keys) {
  const js = new Set([...keys].map((k) => manifest[k].file));
  const css = new Set([...keys].flatMap((k) => manifest[k].css ?? []));
  const sum = (files) =>
    round(
      [...files].reduce((total, f) => total + gzipKb(f), 0),
      1,
    );
  return { js_gzip_kb: sum(js), css_gzip_kb: sum(css), js_files: js.size };
}

const minus = (a, b) => new Set([...a].filter((k) => !b.has(k)));

// main.tsx is the entry; it loads the app (start.tsx) on demand
const APP = 'src/start.tsx';
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!manifest[APP]) throw new Error(`${APP} is not in the build manifest`);
const entry = closure([entryKey]);
const app = closure([entryKey, APP]);

/** The chunks that import `key` on demand: what is already loaded when it is asked for. */
const loadersOf = (key) => Object.keys(manifest).filter((k) => manifest[k].dynamicImports?.includes(key));

// every lazy module the app can load (pages, layouts, dialogs), with what it adds to what is already
// there: the entry and the chunk that asks for it; with several such chunks, the one it adds most to
const routes = {};
const lazy = Object.keys(manifest).filter(
  (k) => manifest[k].isDynamicEntry && k.endsWith('.tsx') && k !== APP,
);
for (const key of lazy.sort()) {
  const added = loadersOf(key).map((loader) => sizes(minus(minus(closure([key]), app), closure([loader]))));
  routes[key] = added.sort((a, b) => b.js_gzip_kb - a.js_gzip_kb)[0] ?? sizes(minus(closure([key]), app));
}

const pages = {};
for (const [name, modules] of Object.entries(PAGES)) {
  for (const m of modules) if (!manifest[m]) throw new Error(`${m} is not in the build manifest`);
  const own = minus(closure(modules), app);
  const first = sizes(entry);
  const onUse = sizes(new Set([...app, ...own]));
  pages[name] = {
    first_load_js_gzip_kb: first.js_gzip_kb,
    first_load_css_gzip_kb: first.css_gzip_kb,
    // what runs once the reader starts using the page (or at once, on a page the browser renders alone)
    on_first_use_js_gzip_kb: onUse.js_gzip_kb,
    route_js_gzip_kb: sizes(own).js_gzip_kb,
  };
}

/**
 * The stack's own floor, as bare Fastify is the API's: stack-floor/ uses React, React Router, MUI,
 * i18next and TanStack Query once each, built with the same Vite; gzip KB of its JavaScript.
 */
async function stackFloorKb() {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'portal-stack-floor-'));
  try {
    const floorRoot = fileURLToPath(new URL('./stack-floor/', import.meta.url));
    await build({ root: floorRoot, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
    const assets = path.join(outDir, 'assets');
    const bytes = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .reduce((total, f) => total + gzipSync(readFileSync(path.join(assets, f)), { level: 9 }).length, 0);
    return round(bytes / 1024, 1);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const stackFloor = await stackFloorKb();
mergeResults('web', {
  stack_floor_js_gzip_kb: stackFloor,
  entry: sizes(entry),
  app: sizes(minus(app, entry)),
  pages,
  routes,
});
console.log(`the stack's floor (stack-floor/): ${stackFloor} KB gzip`);
console.log(
  `entry: ${JSON.stringify(sizes(entry))}; the app it starts: ${JSON.stringify(sizes(minus(app, entry)))}`,
);
for (const [name, p] of Object.entries(pages)) {
  console.log(
    `${name.padEnd(16)} first load JS ${p.first_load_js_gzip_kb} KB, CSS ${p.first_load_css_gzip_kb} KB gzip; on first use ${p.on_first_use_js_gzip_kb} KB; its own JS ${p.route_js_gzip_kb} KB`,
  );
}
const largest = Object.entries(routes).sort((a, b) => b[1].js_gzip_kb - a[1].js_gzip_kb);
for (const [key, r] of largest.slice(0, 5)) console.log(`largest route chunks: ${key} ${r.js_gzip_kb} KB`);
