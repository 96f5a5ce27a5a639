import { getAssessment, getQuiz, listQuizAttempts, startQuiz, updateQuiz } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readerOf } from '../institute/content-language';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import * as quiz from './quiz.service';

export const quizRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const student = (request: Parameters<typeof requireStudent>[2]) => requireStudent(auth, ctx.db, request);

    route(app, startQuiz, async (request) =>
      quiz.startQuiz(ctx, await student(request), request.body, await readerOf(ctx, request)),
    );

    route(app, listQuizAttempts, async (request) =>
      quiz.listQuizAttempts(ctx, await student(request), request.query, await readerOf(ctx, request)),
    );

    route(app, getQuiz, async (request) =>
      quiz.getQuiz(ctx, await student(request), request.params.id, await readerOf(ctx, request)),
    );

    route(app, updateQuiz, async (request) =>
      quiz.updateQuiz(
        ctx,
        await student(request),
        request.params.id,
        request.body,
        await readerOf(ctx, request),
      ),
    );

    route(app, getAssessment, async (request) =>
      quiz.getAssessment(ctx, await student(request), request.params.id, await readerOf(ctx, request)),
    );
  };
