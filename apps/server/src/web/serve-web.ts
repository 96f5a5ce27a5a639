import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hydrationFiles } from './hydration-files';
import { createPagePainter } from './paint-page';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and any
 * unknown page path answered with the page painted on the server (or index.html, when it cannot be)
 * for the app's router to take over, its own 404 included.
 */
export async function serveWeb(
  app: FastifyInstance,
  distDir: string | null,
  painterEntry: string | null = null,
): Promise<void> {
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
  const paint = hasWeb
    ? createPagePainter(app, painterEntry, {
        index: readFileSync(path.join(distDir, 'index.html'), 'utf8'),
        appFiles: hydrationFiles(distDir),
      })
    : null;

  async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    reply.header('Cache-Control', 'no-cache');
    // a script's or an image's request for a missing file gets the plain page, not a painted one
    const navigation = request.headers.accept?.includes('text/html') ?? false;
    if (!paint || !navigation) return reply.sendFile('index.html');
    try {
      const page = await paint(request);
      if (!page) return reply.sendFile('index.html');
      if ('redirect' in page) return reply.redirect(page.redirect);
      // a painted page may hold the reader's own records: no shared cache keeps it
      reply.header('Cache-Control', 'private, no-cache');
      if (page.setCookies.length > 0) reply.header('set-cookie', page.setCookies);
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') {
        reply.header('content-security-policy', csp.replace("script-src 'self'", `$& ${page.scriptHash}`));
      }
      return reply.type('text/html; charset=utf-8').send(page.html);
    } catch (error) {
      // the browser can still render the page itself
      request.log.error({ err: error }, 'painting a page on the server failed');
      return reply.sendFile('index.html');
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && request.url !== '/api';
    if (isPage && hasWeb) return sendPage(request, reply);
    return reply.status(404).send({ detail: 'Not found.' });
  });
}
