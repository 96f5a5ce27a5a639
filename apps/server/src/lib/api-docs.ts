import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZDetailError, ZValidationError, type Operation } from '@portal/contract';

const DOCS = '/api/docs';

// what the docs app's answer says of itself; the portal's own headers (security, compression) stay
const FORWARDED_HEADERS = [
  'content-type',
  'content-security-policy',
  'cache-control',
  'etag',
  'last-modified',
  'location',
];

const pick = (headers: FastifyRequest['headers'], names: string[]) =>
  Object.fromEntries(names.flatMap((name) => (headers[name] === undefined ? [] : [[name, headers[name]]])));

const A_FILE_OR_STREAM = z.unknown().describe('A file or a stream');

/**
 * A route's schema with the error answers its operation names, for the document only: the answers
 * themselves are shaped by the error handler, whatever the route.
 */
function withErrors(schema: RouteOptions['schema'], config: unknown): RouteOptions['schema'] {
  const operation = (config as { operation?: Operation } | undefined)?.operation;
  if (!schema || !operation) return schema;
  const takesInput = operation.params ?? operation.query ?? operation.body;
  const errors = [...(takesInput ? [400] : []), ...(operation.errors ?? [])];
  if (errors.length === 0) return schema;
  // an answer that is a file or a stream has no schema: the document still says it succeeds
  const response = {
    ...(operation.response ? {} : { [operation.status ?? 200]: A_FILE_OR_STREAM }),
    ...(schema.response as Record<number, unknown> | undefined),
  };
  for (const status of errors) response[status] = status === 400 ? ZValidationError : ZDetailError;
  return { ...schema, response };
}

export type ApiDocsOptions = {
  info: { title: string; description: string; version: string };
  publicUrl: string;
  /** The portal's compilers, which read the routes' zod schemas. */
  compilersFactory: NonNullable<FastifyServerOptions['schemaController']>['compilersFactory'];
};

/**
 * The API's OpenAPI document (`/api/docs/json`, `/api/docs/yaml`) and its Swagger UI page (`/api/docs`).
 * The Swagger plugins and the YAML writer they load took a sixth of start-up, for a page few open: they
 * are set up on the first request instead, in an app of their own given the portal's routes (their
 * schemas) as the portal registered them. Call before registering the routes.
 */
export function registerApiDocs(app: FastifyInstance, options: ApiDocsOptions): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    // Fastify adds the HEAD routes again itself
    if (!route.url.startsWith(DOCS) && route.method !== 'HEAD') routes.push(route);
  });

  let docs: Promise<FastifyInstance> | null = null;
  const build = async () => {
    const [{ default: swagger }, { default: swaggerUi }] = await Promise.all([
      import('@fastify/swagger'),
      import('@fastify/swagger-ui'),
    ]);
    const docsApp = Fastify({ schemaController: { compilersFactory: options.compilersFactory } });
    await docsApp.register(swagger, {
      openapi: { info: options.info, servers: [{ url: options.publicUrl }] },
      transform: jsonSchemaTransform,
    });
    await docsApp.register(swaggerUi, { routePrefix: DOCS, staticCSP: true });
    for (const { method, url, schema, config } of routes) {
      docsApp.route({ method, url, schema: withErrors(schema, config), handler: async () => null });
    }
    await docsApp.ready();
    return docsApp;
  };

  async function answer(request: FastifyRequest, reply: FastifyReply) {
    // a failed set-up is tried again on the next request
    docs ??= build().catch((error: unknown) => {
      docs = null;
      throw error;
    });
    const res = await (
      await docs
    ).inject({
      method: 'GET',
      url: request.url,
      headers: pick(request.headers, ['accept', 'if-none-match', 'if-modified-since']),
    });
    for (const name of FORWARDED_HEADERS) {
      const value = res.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    return reply.status(res.statusCode).send(res.rawPayload);
  }

  const hidden = { schema: { hide: true } };
  app.get(DOCS, hidden, answer);
  app.get(`${DOCS}/*`, hidden, answer);
}
