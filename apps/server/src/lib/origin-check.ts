import type { FastifyInstance } from 'fastify';
import { Forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses a state-changing API call that a browser sent from another site: its Origin (always sent on
 * such requests) must be the portal's own. Calls without a browser's headers, such as scripts, pass.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/v1/')) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    if ((origin && origin !== allowed) || site === 'cross-site') {
      throw new Forbidden('This request did not come from the portal.');
    }
  });
}
