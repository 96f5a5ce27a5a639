import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { endAfterAnswer } from './end-after-answer';
import { ruleMessage } from '@portal/contract';
import { AppError, Invalid, type Message, invalidBody } from './errors';

function fieldOf(instancePath: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  return parts.length > 0 ? parts.join('.') : 'non_field_errors';
}

/**
 * SQLSTATEs of a value the database cannot hold (an id beyond its integer range, a NUL in a text): the
 * request's fault, so a 400 and not a 5xx; logged, in case a value of the server's own was to blame.
 */
const REFUSED_VALUES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

/** The SQLSTATE of a database error, which Drizzle wraps as the `cause` of its own. */
function sqlStateOf(error: unknown): string | null {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/** When a client may try again a call a service's outage refused. */
const RETRY_AFTER_SECONDS = 60;

/** Shapes every failure into the API's error format; a 5xx never shows its message or stack. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    endAfterAnswer(request, reply);
    if (hasZodFastifySchemaValidationErrors(error)) {
      // a contract rule written as its code answers its English, and its code beside it
      const fields: Record<string, Message[]> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath);
        (fields[field] ??= []).push(ruleMessage(issue.message ?? 'Invalid value'));
      }
      return reply.status(400).send(invalidBody(new Invalid(fields)));
    }
    if (error instanceof Invalid) return reply.status(400).send(invalidBody(error));
    if (error instanceof AppError) {
      const { code, params } = error;
      if (error.statusCode === 503) {
        request.log.error({ err: error.cause }, error.message);
        reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      }
      return reply.status(error.statusCode).send({
        detail: error.message,
        code,
        ...(Object.keys(params).length > 0 ? { params } : {}),
        ...error.extra,
      });
    }
    const sqlState = sqlStateOf(error);
    if (sqlState && REFUSED_VALUES.has(sqlState)) {
      request.log.warn({ err: error }, 'the database refused a value of the request');
      return reply
        .status(400)
        .send({ non_field_errors: ['A value in the request is out of range or not valid.'] });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // errors raised by Fastify itself: bad JSON, body too large, unsupported media type
      return reply.status(status).send({ detail: error.message, code: 'request_refused' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ detail: 'A server error occurred. Please try again later.', code: 'server_error' });
  });
}
