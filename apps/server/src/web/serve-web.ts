import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and any
 * unknown page path answered with index.html so the app's router shows it (its own 404 included).
 */
export async function serveWeb(app: FastifyInstance, distDir: string | null): Promise<void> {
  const hasWeb = distDir !== null && existsSync(path.join(distDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      // one `/*` route that looks files up on request: a route per built file (hundreds) slowed start-up
      wildcard: true,
      index: false,
      // the build's .vite/ manifest is not for browsers; a dotted path falls through to the app's pages
      dotfiles: 'ignore',
      // a folder (`/`, `/assets/`) is a page path too, not a 403 from the file server
      allowedPath: (pathname) => !pathname.endsWith('/'),
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (isPage && hasWeb) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ detail: 'Not found.' });
  });
}
