import { askTutor, clearTutorConversation, getTutorConversation } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import { readerOf } from '../institute/content-language';
import { indexUnindexedCourses } from './tutor-index';
import { streamTutorAnswer } from './tutor-stream';
import * as tutor from './tutor.service';

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

    route(app, getTutorConversation, async (request) =>
      tutor.getTutorConversation(
        ctx,
        await student(request),
        request.params.subscription_id,
        await readerOf(ctx, request),
      ),
    );

    route(app, clearTutorConversation, async (request, reply) => {
      await tutor.clearTutorConversation(ctx, await student(request), request.params.subscription_id);
      return reply.status(204).send(null);
    });

    route(app, askTutor, async (request, reply) => {
      const asked = await tutor.takeTutorQuestion(
        ctx,
        await student(request),
        request.params.subscription_id,
        request.body.question,
      );
      await streamTutorAnswer(ctx, asked, reply, closing.signal);
    });
  };
