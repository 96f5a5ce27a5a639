import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Forbidden } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const NOT_FROM_PORTAL = 'This request did not come from the portal.';

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
      throw new Forbidden(NOT_FROM_PORTAL);
    }
  });
}

/**
 * For a GET that changes something (the spec's view of an item): a browser must have sent it from one
 * of the portal's own pages. Every browser the portal supports says where a request came from in
 * `Sec-Fetch-Site`, so a link or an image on another site, or an address typed in, is refused; a client
 * that is not a browser sends no such header and passes, as for the other calls.
 */
export async function refuseUnlessSameOrigin(request: FastifyRequest): Promise<void> {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') throw new Forbidden(NOT_FROM_PORTAL);
}
