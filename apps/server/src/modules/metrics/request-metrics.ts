import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import { routePattern } from '../../lib/route-pattern';

/** Seconds, from a cached read to a slow PDF or provider call. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Counts each answered request, and times it, by method, route pattern and status class (`2xx`…):
 * never by URL, so that ids and tokens make no series of their own.
 */
export function countRequests(app: FastifyInstance, registry: Registry): void {
  const labelNames = ['method', 'route', 'status_class'] as const;
  const registers = [registry];
  const requests = new Counter({
    name: 'portal_http_requests_total',
    help: 'HTTP requests answered',
    labelNames,
    registers,
  });
  const durations = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from an HTTP request to its answer',
    labelNames,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const serverErrors = new Counter({
    name: 'portal_http_server_errors_total',
    help: 'HTTP requests answered with a 5xx',
    labelNames: ['method', 'route'],
    registers,
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routePattern(request);
    const labels = { method: request.method, route, status_class: `${Math.floor(reply.statusCode / 100)}xx` };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) serverErrors.inc({ method: request.method, route });
  });
}
