import { getSubscription, listSubscriptions, subscribe } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import type { Auth } from '../auth/auth';
import { optionalStudent, requireStudent } from '../auth/session';
import { readerOf } from '../institute/content-language';
import * as enrolment from './enrolment.service';

export const enrolmentRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    route(app, listSubscriptions, async (request) => {
      const student = await requireStudent(auth, ctx.db, request);
      const results = await enrolment.listMySubscriptions(ctx, student, await readerOf(ctx, request));
      return { count: results.length, next: null, previous: null, results };
    });

    route(app, getSubscription, async (request) =>
      enrolment.getMySubscription(
        ctx,
        await requireStudent(auth, ctx.db, request),
        request.params.id,
        await readerOf(ctx, request),
      ),
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
