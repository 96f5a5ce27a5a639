import {
  addPracticeEntry,
  deletePracticeEntry,
  listPracticeEntries,
  updatePracticeEntry,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { Auth } from '../auth/auth';
import { studentRoute } from '../auth/student-route';
import * as practice from './practice-entries.service';

export const practiceEntriesRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    studentRoute(app, ctx, auth, listPracticeEntries, async (student, request) =>
      practice.listPracticeEntries(ctx, student, request.params.id, request.query.subscription),
    );

    studentRoute(app, ctx, auth, addPracticeEntry, async (student, request, reply) =>
      reply.status(201).send(await practice.addPracticeEntry(ctx, student, request.params.id, request.body)),
    );

    studentRoute(app, ctx, auth, updatePracticeEntry, async (student, request) =>
      practice.updatePracticeEntry(ctx, student, request.params.id, request.body),
    );

    studentRoute(app, ctx, auth, deletePracticeEntry, async (student, request, reply) => {
      await practice.deletePracticeEntry(ctx, student, request.params.id);
      return reply.status(204).send(null);
    });
  };
