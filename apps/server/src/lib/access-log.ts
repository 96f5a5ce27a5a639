import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { routePattern } from './route-pattern';

/**
 * One line per request, written when it is answered: method, route pattern, status and response time
 * (ms), with the request's id. Fastify's line for the request coming in is not written.
 */
export class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      route: routePattern(request),
      status: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}
