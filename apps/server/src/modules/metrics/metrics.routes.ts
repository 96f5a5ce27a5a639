import { createHash, timingSafeEqual } from 'node:crypto';
import { getMetrics } from '@portal/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, type Registry } from 'prom-client';
import type { AppContext } from '../../context';
import { NotFound, Unauthorized } from '../../lib/errors';
import { isLoopback } from '../../lib/loopback';
import { route } from '../../lib/route';
import { type MetricSources, collectPortalMetrics } from './portal-metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * With METRICS_TOKEN, only its bearer reads the metrics, from anywhere; without it, only this machine
 * (the address the proxies in front vouch for, as for the mail outbox), and anyone else finds nothing.
 */
function admit(token: string | null) {
  const expected = token === null ? null : digest(token);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (expected === null) {
      if (!isLoopback(request.ip)) throw new NotFound();
      return;
    }
    const [scheme, given] = (request.headers.authorization ?? '').split(' ');
    // digests of the same length, compared in constant time: the answer's timing tells nothing of the token
    if (scheme?.toLowerCase() !== 'bearer' || !given || !timingSafeEqual(digest(given), expected)) {
      reply.header('WWW-Authenticate', 'Bearer');
      throw new Unauthorized();
    }
  };
}

/** The metrics in Prometheus's text format, for a scraper. */
export const metricsRoutes =
  (ctx: AppContext, registry: Registry, sources: MetricSources): FastifyPluginAsync =>
  async (app) => {
    collectPortalMetrics(ctx, registry, sources);
    let processMetrics = false;
    route(app, getMetrics, { onRequest: admit(ctx.config.metricsToken) }, async (_request, reply) => {
      // from the first scrape: an app that is never scraped (a test's) keeps no timers for them
      if (!processMetrics) collectDefaultMetrics({ register: registry });
      processMetrics = true;
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  };
