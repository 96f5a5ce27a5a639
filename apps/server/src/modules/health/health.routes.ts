import { ZGetHealthResponse, getHealth } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { readMigrationLevel } from '../../db/migrate';
import { version } from '../../version';

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
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
  };
