import {
  addStaffQuestion,
  listStaffQuestions,
  removeStaffQuestion,
  updateStaffQuestion,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { Auth } from '../auth/auth';
import { staffRoute } from '../staff/staff-route';
import * as questions from './staff-questions.service';

/** A quiz's questions, written in the console. */
export const staffQuestionRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    staffRoute(app, ctx, auth, listStaffQuestions, (staff, request) =>
      questions.listStaffQuestions(ctx, staff, request.params.id),
    );
    staffRoute(app, ctx, auth, addStaffQuestion, async (staff, request, reply) =>
      reply.status(201).send(await questions.addStaffQuestion(ctx, staff, request.params.id, request.body)),
    );
    staffRoute(app, ctx, auth, updateStaffQuestion, (staff, request) =>
      questions.updateStaffQuestion(ctx, staff, request.params.id, request.body),
    );
    staffRoute(app, ctx, auth, removeStaffQuestion, (staff, request) =>
      questions.removeStaffQuestion(ctx, staff, request.params.id),
    );
  };
