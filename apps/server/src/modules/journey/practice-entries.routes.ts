import {
  ZAddPracticeEntryRequest,
  ZContentParams,
  ZListPracticeEntriesResponse,
  ZPracticeEntriesQuery,
  ZPracticeEntry,
  ZPracticeEntryParams,
  ZUpdatePracticeEntryRequest,
  addPracticeEntry as addPracticeEntryCall,
  deletePracticeEntry as deletePracticeEntryCall,
  listPracticeEntries as listPracticeEntriesCall,
  updatePracticeEntry as updatePracticeEntryCall,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import {
  addPracticeEntry,
  deletePracticeEntry,
  listPracticeEntries,
  updatePracticeEntry,
} from './practice-entries.service';

export const practiceEntriesRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const student = (request: Parameters<typeof requireStudent>[2]) => requireStudent(auth, ctx.db, request);

    app.get(
      listPracticeEntriesCall.path,
      {
        schema: {
          tags: ['journey'],
          summary: "The student's entries on a practice log, newest practice first, with their review",
          params: ZContentParams,
          querystring: ZPracticeEntriesQuery,
          response: { 200: ZListPracticeEntriesResponse },
        },
      },
      async (request) =>
        listPracticeEntries(ctx, await student(request), request.params.id, request.query.subscription),
    );

    app.post(
      addPracticeEntryCall.path,
      {
        schema: {
          tags: ['journey'],
          summary: 'Add an entry to a practice log; it counts toward the quota once the school approves it',
          params: ZContentParams,
          body: ZAddPracticeEntryRequest,
          response: { 201: ZPracticeEntry },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await addPracticeEntry(ctx, await student(request), request.params.id, request.body)),
    );

    app.patch(
      updatePracticeEntryCall.path,
      {
        schema: {
          tags: ['journey'],
          summary: 'Change one of the student’s entries while it waits for review (409 once reviewed)',
          params: ZPracticeEntryParams,
          body: ZUpdatePracticeEntryRequest,
          response: { 200: ZPracticeEntry },
        },
      },
      async (request) => updatePracticeEntry(ctx, await student(request), request.params.id, request.body),
    );

    app.delete(
      deletePracticeEntryCall.path,
      {
        schema: {
          tags: ['journey'],
          summary: 'Delete one of the student’s entries while it waits for review (409 once reviewed)',
          params: ZPracticeEntryParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deletePracticeEntry(ctx, await student(request), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
