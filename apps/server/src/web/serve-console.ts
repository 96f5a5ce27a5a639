import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const CONSOLE_BASE = '/staff';

/**
 * Serves the built staff console under /staff: its hashed assets cached for a year, and every other
 * path under /staff answered with its page, for its router to take over. The student portal's pages and
 * bundles stay apart.
 */
export async function serveConsole(app: FastifyInstance, distDir: string | null): Promise<void> {
  const indexFile = distDir && path.join(distDir, 'index.html');
  if (!indexFile || !existsSync(indexFile)) return;
  const index = readFileSync(indexFile, 'utf8');
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: path.join(distDir, 'assets'),
      prefix: `${CONSOLE_BASE}/assets/`,
      decorateReply: false,
      index: false,
      setHeaders: (res) => res.header('Cache-Control', 'public, max-age=31536000, immutable'),
    });
    const page = (_request: unknown, reply: FastifyReply) =>
      reply
        .header('Cache-Control', 'no-cache')
        // the console is for the school's staff: no search engine lists it
        .header('X-Robots-Tag', 'noindex')
        .type('text/html; charset=utf-8')
        .send(index);
    scope.get(CONSOLE_BASE, page);
    scope.get(`${CONSOLE_BASE}/`, page);
    scope.get(`${CONSOLE_BASE}/*`, page);
  });
}
