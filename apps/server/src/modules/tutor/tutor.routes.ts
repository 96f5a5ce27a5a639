import {
  ZAskTutorBody,
  ZTutorConversation,
  ZTutorConversationParams,
  askTutor,
  clearTutorConversation as clearTutorConversationCall,
  getTutorConversation as getTutorConversationCall,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import { readerOf } from '../institute/content-language';
import { indexUnindexedCourses } from './tutor-index';
import { streamTutorAnswer } from './tutor-stream';
import { clearTutorConversation, getTutorConversation, takeTutorQuestion } from './tutor.service';

export const tutorRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const student = (request: Parameters<typeof requireStudent>[2]) => requireStudent(auth, ctx.db, request);
    // answers under way stop when the server closes, rather than hold it open
    const closing = new AbortController();

    app.addHook('onReady', async () => {
      // a database from before the tutor has content but no index yet
      try {
        const indexed = await indexUnindexedCourses(ctx.db);
        if (indexed.length > 0) app.log.info(`The tutor indexed ${indexed.length} programs.`);
      } catch (error) {
        app.log.error({ err: error }, 'the tutor could not index the programs');
      }
    });
    app.addHook('preClose', async () => {
      closing.abort();
    });

    app.get(
      getTutorConversationCall.path,
      {
        schema: {
          tags: ['tutor'],
          summary: "The student's conversation with the tutor about one of their programs, and their quota",
          params: ZTutorConversationParams,
          response: { 200: ZTutorConversation },
        },
      },
      async (request) =>
        getTutorConversation(
          ctx,
          await student(request),
          request.params.subscription_id,
          await readerOf(ctx, request),
        ),
    );

    app.delete(
      clearTutorConversationCall.path,
      {
        schema: {
          tags: ['tutor'],
          summary: 'Clear the conversation (the questions asked today still count in the quota)',
          params: ZTutorConversationParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await clearTutorConversation(ctx, await student(request), request.params.subscription_id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      askTutor.path,
      {
        schema: {
          tags: ['tutor'],
          summary:
            'Ask the tutor about the program: the answer streams as server-sent events (question, sources, token…, done, or error)',
          params: ZTutorConversationParams,
          body: ZAskTutorBody,
        },
      },
      async (request, reply) => {
        const asked = await takeTutorQuestion(
          ctx,
          await student(request),
          request.params.subscription_id,
          request.body.question,
        );
        await streamTutorAnswer(ctx, asked, reply, closing.signal);
      },
    );
  };
