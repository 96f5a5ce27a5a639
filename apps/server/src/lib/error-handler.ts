import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, Invalid } from './errors';

function fieldOf(instancePath: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  return parts.length > 0 ? parts.join('.') : 'non_field_errors';
}

/** Shapes every failure into the API's error format; a 5xx never shows its message or stack. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldOf(issue.instancePath);
        (fields[field] ??= []).push(issue.message ?? 'Invalid value');
      }
      return reply.status(400).send(fields);
    }
    if (error instanceof Invalid) return reply.status(400).send(error.fields);
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ detail: error.message, ...error.extra });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // errors raised by Fastify itself: bad JSON, body too large, unsupported media type
      return reply.status(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: 'A server error occurred. Please try again later.' });
  });
}
