import { getBackgroundWork, retryBackgroundJob } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { Auth } from '../auth/auth';
import { actorOf } from './audit-log';
import * as work from './background-work.service';
import { staffRoute } from './staff-route';

/** The admin's view of the background work, and the retry of what failed for good. */
export const backgroundWorkRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    staffRoute(app, ctx, auth, getBackgroundWork, () => work.getBackgroundWork(ctx));
    staffRoute(app, ctx, auth, retryBackgroundJob, async (staff, request, reply) =>
      reply.status(202).send(await work.retryBackgroundJob(ctx, actorOf(staff), request.params.id)),
    );
  };
