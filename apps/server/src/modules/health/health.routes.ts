import {
  ZGetHealthResponse,
  ZGetLivenessResponse,
  ZGetReadinessResponse,
  getHealth,
  getLiveness,
  getReadiness,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { readMigrationLevel } from '../../db/migrate';
import type { Lifecycle } from '../../lib/lifecycle';
import { version } from '../../version';
import { checkReadiness } from './readiness';

export const healthRoutes =
  (ctx: AppContext, lifecycle: Lifecycle): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      getHealth.path,
      {
        schema: {
          tags: ['health'],
          summary: 'Whether the portal is up, which database it uses and its migration level',
          response: { 200: ZGetHealthResponse },
        },
      },
      async () => {
        const listener = ctx.database.listener();
        return {
          status: 'ok' as const,
          database: ctx.database.kind,
          migrations: await readMigrationLevel(ctx.database),
          version,
          listener: { connected: listener.connected, since: listener.since.toISOString() },
        };
      },
    );

    app.get(
      getLiveness.path,
      {
        schema: {
          tags: ['health'],
          summary: 'Whether the process answers at all (restart it if not); asks nothing of the database',
          response: { 200: ZGetLivenessResponse },
        },
      },
      async () => ({ status: 'ok' as const }),
    );

    app.get(
      getReadiness.path,
      {
        schema: {
          tags: ['health'],
          summary:
            'Whether a load balancer should send requests here: 200 when the process serves and its ' +
            'database, migrations, listening connection and file store are all up; else 503',
          response: { 200: ZGetReadinessResponse, 503: ZGetReadinessResponse },
        },
      },
      async (request, reply) => {
        const { answer, failures } = await checkReadiness(ctx, lifecycle);
        if (failures.length > 0) request.log.warn({ failures }, 'not ready');
        return reply.status(answer.status === 'ready' ? 200 : 503).send(answer);
      },
    );
  };
