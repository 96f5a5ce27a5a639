import type {
  Operation,
  OperationBody,
  OperationParams,
  OperationQuery,
  OperationReply,
} from '@portal/contract';
import type { FastifyReply, FastifyRequest, RouteOptions, RouteShorthandOptions } from 'fastify';

export type OperationRequest<O extends Operation> = FastifyRequest<{
  Params: OperationParams<O>;
  Querystring: OperationQuery<O>;
  Body: OperationBody<O>;
}>;

/** Answers the operation's reply, or the reply it sent itself (a file, or the answer with another status). */
export type OperationHandler<O extends Operation> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<OperationReply<O> | FastifyReply> | OperationReply<O> | FastifyReply;

/** What a route adds to its operation: hooks, its body limit, its config. */
export type RouteExtras = Omit<RouteShorthandOptions, 'schema'>;

type Routes = { route(options: RouteOptions): unknown };

/**
 * Registers the route of a contract operation: its method and path, and its schemas for validation,
 * serialisation and the API document. The operation is kept in the route's config for the document's
 * error answers (`lib/api-docs.ts`).
 */
export function route<O extends Operation>(app: Routes, operation: O, handler: OperationHandler<O>): void;
export function route<O extends Operation>(
  app: Routes,
  operation: O,
  extras: RouteExtras,
  handler: OperationHandler<O>,
): void;
export function route<O extends Operation>(
  app: Routes,
  operation: O,
  extrasOrHandler: RouteExtras | OperationHandler<O>,
  maybeHandler?: OperationHandler<O>,
): void {
  const extras = typeof extrasOrHandler === 'function' ? {} : extrasOrHandler;
  const handler = typeof extrasOrHandler === 'function' ? extrasOrHandler : maybeHandler!;
  const { method, path, tag, summary, description, consumes, params, query, body, response, status, hidden } =
    operation;
  app.route({
    ...extras,
    method,
    url: path,
    config: { ...extras.config, operation },
    schema: {
      ...(hidden && { hide: true }),
      tags: [tag],
      summary,
      ...(description && { description }),
      ...(consumes && { consumes }),
      ...(params && { params }),
      ...(query && { querystring: query }),
      ...(body && { body }),
      ...(response && { response: { [status ?? 200]: response } }),
    },
    handler: handler as RouteOptions['handler'],
  } as RouteOptions);
}
