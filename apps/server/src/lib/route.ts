import type {
  Operation,
  OperationBody,
  OperationParams,
  OperationQuery,
  OperationReply,
} from '@portal/contract';
import type {
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  RouteShorthandOptions,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { type AddressLimit, hitRateLimit } from './rate-limit';

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

/** What a route adds to its operation: hooks, its body limit, its config, its limit per client address. */
export type RouteExtras = Omit<RouteShorthandOptions, 'schema'> & {
  /**
   * Requests counted per client address, refused with 429 past `max` in the window: after validation,
   * ahead of the route's own preHandler hooks and its handler. Only a limit per address is
   * declared here; one counted per student, session or email, or by what only the service knows (the
   * tutor's pace, forum posts, support requests, uploads, verification mails), is hit in its service,
   * and Better Auth's sign-ins per address in its own hook (auth.ts). ADR 057.
   */
  limit?: AddressLimit;
};

/** The route's options with the hook of its `limit` placed before its own. */
function withLimit({ limit, ...options }: RouteExtras): Omit<RouteShorthandOptions, 'schema'> {
  if (!limit) return options;
  const { name, store, ...rule } = limit;
  const hit: preHandlerAsyncHookHandler = async (request) =>
    hitRateLimit(store.db, `${name}:${request.ip}`, rule, store.now());
  const own = options.preHandler === undefined ? [] : [options.preHandler].flat();
  return { ...options, preHandler: [hit, ...own] as RouteOptions['preHandler'] };
}

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
  const options = withLimit(extras);
  app.route({
    ...options,
    method,
    url: path,
    config: { ...options.config, operation },
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
