import { clearQuizAccommodation, listQuizAccommodations, setQuizAccommodation } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { Auth } from '../auth/auth';
import { actorOf } from '../staff/audit-log';
import { staffRoute } from '../staff/staff-route';
import * as accommodations from './quiz-accommodation.service';

/** A student's extra time on timed quizzes, as the school's staff set it from the console. */
export const quizAccommodationRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    staffRoute(app, ctx, auth, listQuizAccommodations, (_staff, request) =>
      accommodations.listStudentQuizAccommodations(ctx, request.params.id),
    );

    staffRoute(app, ctx, auth, setQuizAccommodation, (staff, request) =>
      accommodations.putStudentQuizAccommodation(
        ctx,
        actorOf(staff),
        request.params.id,
        request.params.program,
        request.body,
      ),
    );

    staffRoute(app, ctx, auth, clearQuizAccommodation, async (staff, request, reply) => {
      await accommodations.deleteStudentQuizAccommodation(
        ctx,
        actorOf(staff),
        request.params.id,
        request.params.program,
      );
      return reply.status(204).send(null);
    });
  };
