import type { Operation } from '@portal/contract';
import type { FastifySchema, RouteOptions } from 'fastify';

export type RegisteredRoute = {
  method: string;
  /** As registered, with `:name` parameters: `/api/v1/files/:id/`. */
  path: string;
  schema: FastifySchema | undefined;
  /** The contract's operation, for a route registered from one. */
  operation: Operation | undefined;
};

/** `GET /api/v1/files/:id/`: how the suites name a route in their tables and messages. */
export const routeName = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** Where the staff console's calls are. */
export const STAFF_API = '/api/v1/staff/';

export const paramsOf = (path: string): string[] => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/**
 * Every route as the app registers it, one per method. A HEAD route that mirrors a GET route (Fastify
 * adds one for each) is left out: it runs the same handler.
 */
export function collectRoutes(): {
  onRoute: (route: RouteOptions) => void;
  routes: () => RegisteredRoute[];
} {
  const all: RegisteredRoute[] = [];
  return {
    onRoute: (route) => {
      const operation = (route.config as { operation?: Operation } | undefined)?.operation;
      for (const method of [route.method].flat()) {
        all.push({ method, path: route.url, schema: route.schema, operation });
      }
    },
    routes: () =>
      all.filter((r) => r.method !== 'HEAD' || !all.some((g) => g.method === 'GET' && g.path === r.path)),
  };
}
