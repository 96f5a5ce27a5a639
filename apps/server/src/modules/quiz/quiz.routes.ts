import { getQuizAttempt, getQuiz, listQuizAttempts, startQuiz, updateQuiz } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readerOf } from '../institute/content-language';
import type { AppContext } from '../../context';
import type { Auth } from '../auth/auth';
import { studentRoute } from '../auth/student-route';
import * as quiz from './quiz.service';

export const quizRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    studentRoute(app, ctx, auth, startQuiz, async (student, request) =>
      quiz.startQuiz(ctx, student, request.body, await readerOf(ctx, request)),
    );

    studentRoute(app, ctx, auth, listQuizAttempts, async (student, request) =>
      quiz.listQuizAttempts(ctx, student, request.query, await readerOf(ctx, request)),
    );

    studentRoute(app, ctx, auth, getQuiz, async (student, request) =>
      quiz.getQuiz(ctx, student, request.params.id, await readerOf(ctx, request)),
    );

    studentRoute(app, ctx, auth, updateQuiz, async (student, request) =>
      quiz.updateQuiz(ctx, student, request.params.id, request.body, await readerOf(ctx, request)),
    );

    studentRoute(app, ctx, auth, getQuizAttempt, async (student, request) =>
      quiz.getQuizAttempt(ctx, student, request.params.id, await readerOf(ctx, request)),
    );
  };
