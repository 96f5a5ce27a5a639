import {
  addPracticeEntry,
  deletePracticeEntry,
  listPracticeEntries,
  updatePracticeEntry,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import * as practice from './practice-entries.service';

export const practiceEntriesRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const student = (request: Parameters<typeof requireStudent>[2]) => requireStudent(auth, ctx.db, request);

    route(app, listPracticeEntries, async (request) =>
      practice.listPracticeEntries(
        ctx,
        await student(request),
        request.params.id,
        request.query.subscription,
      ),
    );

    route(app, addPracticeEntry, async (request, reply) =>
      reply
        .status(201)
        .send(await practice.addPracticeEntry(ctx, await student(request), request.params.id, request.body)),
    );

    route(app, updatePracticeEntry, async (request) =>
      practice.updatePracticeEntry(ctx, await student(request), request.params.id, request.body),
    );

    route(app, deletePracticeEntry, async (request, reply) => {
      await practice.deletePracticeEntry(ctx, await student(request), request.params.id);
      return reply.status(204).send(null);
    });
  };
