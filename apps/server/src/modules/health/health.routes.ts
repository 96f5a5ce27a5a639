import { getHealth, getLiveness, getReadiness } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { readMigrationLevel } from '../../db/migrate';
import type { Lifecycle } from '../../lib/lifecycle';
import { route } from '../../lib/route';
import { version } from '../../version';
import { checkReadiness } from './readiness';

export const healthRoutes =
  (ctx: AppContext, lifecycle: Lifecycle): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, getHealth, async () => {
      const listener = ctx.database.listener();
      return {
        status: 'ok' as const,
        database: ctx.database.kind,
        migrations: await readMigrationLevel(ctx.database),
        version,
        listener: { connected: listener.connected, since: listener.since.toISOString() },
      };
    });

    route(app, getLiveness, async () => ({ status: 'ok' as const }));

    route(app, getReadiness, async (request, reply) => {
      const { answer, failures } = await checkReadiness(ctx, lifecycle);
      if (failures.length > 0) request.log.warn({ failures }, 'not ready');
      return reply.status(answer.status === 'ready' ? 200 : 503).send(answer);
    });
  };
