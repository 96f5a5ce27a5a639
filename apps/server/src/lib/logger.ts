import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '../config';
import { routePattern } from './route-pattern';

/** Wherever these keys are, at the top of a line or one level down, their values are never written. */
const SECRET_KEYS = ['cookie', 'set-cookie', 'authorization', 'password', 'token', 'sin'];

/**
 * The server's one log: a JSON line per event, on standard output. A request is written as its method
 * and route pattern, never its URL (a query string may carry a token) nor its headers.
 */
export function createLogger(level: Config['logLevel'], destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: [
        ...SECRET_KEYS.map((key) => `["${key}"]`),
        ...SECRET_KEYS.map((key) => `*["${key}"]`),
        ...SECRET_KEYS.map((key) => `*.headers["${key}"]`),
      ],
      serializers: {
        req: (request: FastifyRequest) => ({ method: request.method, route: routePattern(request) }),
      },
    },
    destination,
  );
}
