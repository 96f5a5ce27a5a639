import type { FastifyRequest } from 'fastify';

/** What stands for requests no route took: the web app's pages and unknown paths. */
export const NO_ROUTE = '(no route)';

/** The route's pattern, such as `/api/v1/courses/:id/`: never the URL, which may carry ids and tokens. */
export const routePattern = (request: FastifyRequest): string => request.routeOptions.url ?? NO_ROUTE;
