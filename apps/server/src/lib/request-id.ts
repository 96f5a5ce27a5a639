import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** An id a proxy or a client may have given: letters, digits and a few marks, nothing a log would misread. */
const SAFE_ID = /^[\w.:=+/-]{1,128}$/;

/** The request's id: the `X-Request-Id` it came with when that looks like an id, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/** Every answer names its request's id, so a client's report leads to the request's log lines. */
export function sendRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    // on the raw response, so that replies written by hand (event streams) carry it too
    reply.raw.setHeader('X-Request-Id', request.id);
  });
}
