import { getSubscription, listSubscriptions, subscribe } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import type { Auth } from '../auth/auth';
import { optionalStudent } from '../auth/session';
import { studentRoute } from '../auth/student-route';
import { readerOf } from '../institute/content-language';
import * as enrolment from './enrolment.service';

export const enrolmentRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    studentRoute(app, ctx, auth, listSubscriptions, async (student, request) => {
      const results = await enrolment.listMySubscriptions(ctx, student, await readerOf(ctx, request));
      return { count: results.length, next: null, previous: null, results };
    });

    studentRoute(app, ctx, auth, getSubscription, async (student, request) =>
      enrolment.getMySubscription(ctx, student, request.params.id, await readerOf(ctx, request)),
    );

    route(
      app,
      subscribe,
      { limit: { name: 'subscribe', max: 20, windowSeconds: 600, store: ctx } },
      async (request) => {
        const language = /^fr\b/i.test(request.headers['accept-language'] ?? '') ? 'fr-CA' : 'en';
        return enrolment.subscribe(
          ctx,
          auth,
          await optionalStudent(auth, ctx.db, request),
          request.body,
          language,
        );
      },
    );
  };
