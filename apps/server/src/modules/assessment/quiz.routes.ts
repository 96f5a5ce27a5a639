import {
  ZAssessment,
  ZAssessmentParams,
  ZListQuizAttemptsQuery,
  ZListQuizAttemptsResponse,
  ZQuiz,
  ZQuizParams,
  ZStartQuizRequest,
  ZUpdateQuizRequest,
  getAssessment as getAssessmentCall,
  getQuiz as getQuizCall,
  listQuizAttempts as listQuizAttemptsCall,
  startQuiz as startQuizCall,
  updateQuiz as updateQuizCall,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readerOf } from '../institute/content-language';
import type { AppContext } from '../../context';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import { getAssessment, getQuiz, listQuizAttempts, startQuiz, updateQuiz } from './quiz.service';

export const quizRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const student = (request: Parameters<typeof requireStudent>[2]) => requireStudent(auth, ctx.db, request);

    app.post(
      startQuizCall.path,
      {
        schema: {
          tags: ['quiz'],
          summary: 'Start an attempt at a quiz item, or resume the open one with its clock running',
          body: ZStartQuizRequest,
          response: { 200: ZQuiz },
        },
      },
      async (request) => startQuiz(ctx, await student(request), request.body, await readerOf(ctx, request)),
    );

    app.get(
      listQuizAttemptsCall.path,
      {
        schema: {
          tags: ['quiz'],
          summary: "The student's attempts at a quiz item, and whether another may start",
          querystring: ZListQuizAttemptsQuery,
          response: { 200: ZListQuizAttemptsResponse },
        },
      },
      async (request) =>
        listQuizAttempts(ctx, await student(request), request.query, await readerOf(ctx, request)),
    );

    app.get(
      getQuizCall.path,
      {
        schema: {
          tags: ['quiz'],
          summary: 'One attempt with its questions, answers so far and remaining time',
          params: ZQuizParams,
          response: { 200: ZQuiz },
        },
      },
      async (request) =>
        getQuiz(ctx, await student(request), request.params.id, await readerOf(ctx, request)),
    );

    app.patch(
      updateQuizCall.path,
      {
        schema: {
          tags: ['quiz'],
          summary: 'Save answers and, with status submitted, submit the attempt',
          params: ZQuizParams,
          body: ZUpdateQuizRequest,
          response: { 200: ZQuiz },
        },
      },
      async (request) =>
        updateQuiz(
          ctx,
          await student(request),
          request.params.id,
          request.body,
          await readerOf(ctx, request),
        ),
    );

    app.get(
      getAssessmentCall.path,
      {
        schema: {
          tags: ['quiz'],
          summary: 'One submitted attempt with its marks, and the correct answers when the quiz shows them',
          params: ZAssessmentParams,
          response: { 200: ZAssessment },
        },
      },
      async (request) =>
        getAssessment(ctx, await student(request), request.params.id, await readerOf(ctx, request)),
    );
  };
