import { askTutor, clearTutorConversation, getTutorConversation } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { Auth } from '../auth/auth';
import { studentRoute } from '../auth/student-route';
import { readerOf } from '../institute/content-language';
import { indexUnindexedCourses } from './tutor-index';
import { streamTutorAnswer } from './tutor-stream';
import * as tutor from './tutor.service';

export const tutorRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
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

    studentRoute(app, ctx, auth, getTutorConversation, async (student, request) =>
      tutor.getTutorConversation(ctx, student, request.params.subscription_id, await readerOf(ctx, request)),
    );

    studentRoute(app, ctx, auth, clearTutorConversation, async (student, request, reply) => {
      await tutor.clearTutorConversation(ctx, student, request.params.subscription_id);
      return reply.status(204).send(null);
    });

    studentRoute(app, ctx, auth, askTutor, async (student, request, reply) => {
      const asked = await tutor.takeTutorQuestion(
        ctx,
        student,
        request.params.subscription_id,
        request.body.question,
      );
      await streamTutorAnswer(ctx, asked, reply, closing.signal);
    });
  };
