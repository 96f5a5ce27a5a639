import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync } from 'fastify';
import { AUTH_BASE_PATH, type Auth } from './auth';

/** Hands every request under /api/auth to Better Auth, as a web Request, and relays its Response. */
export const authRoutes =
  (auth: Auth): FastifyPluginAsync =>
  async (app) => {
    app.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      schema: { hide: true },
      async handler(request, reply) {
        const url = new URL(request.url, auth.options.baseURL);
        const headers = fromNodeHeaders(request.headers);
        // Better Auth sees no socket: it gets the client address Fastify settled on (TRUST_PROXY decides)
        headers.set('x-forwarded-for', request.ip);
        const response = await auth.handler(
          new Request(url, {
            method: request.method,
            headers,
            body: request.body === undefined ? undefined : JSON.stringify(request.body),
          }),
        );
        reply.status(response.status);
        response.headers.forEach((value, key) => {
          // several cookies come as several headers, not one joined line
          if (key !== 'set-cookie') reply.header(key, value);
        });
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) reply.header('set-cookie', cookies);
        return reply.send(response.body ? await response.text() : null);
      },
    });
  };
