import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package folder, found from this file whether it runs from src/ or from the dist/ bundle. */
function findServerRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'drizzle.config.ts'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The server package folder was not found');
    dir = parent;
  }
  return dir;
}

export const serverRoot = findServerRoot();
export const repoRoot = path.resolve(serverRoot, '../..');
export const migrationsDir = path.join(serverRoot, 'src/db/migrations');
export const webDistDir = path.join(repoRoot, 'apps/web/dist');
export const consoleDistDir = path.join(repoRoot, 'apps/console/dist');
/** The web app's server entry, which paints pages before the browser's JavaScript runs. */
export const webPainterEntry = path.join(repoRoot, 'apps/web/dist-ssr/render-page.js');
export const demoContentDir = path.join(repoRoot, 'content/demo');
