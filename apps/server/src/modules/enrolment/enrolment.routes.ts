import {
  ZGetSubscriptionParams,
  ZListSubscriptionsResponse,
  ZSubscribeRequest,
  ZSubscribeResponse,
  ZSubscription,
  getSubscription,
  listSubscriptions,
  subscribe as subscribeCall,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { hitRateLimit } from '../../lib/rate-limit';
import type { Auth } from '../auth/auth';
import { optionalStudent, requireStudent } from '../auth/session';
import { readerOf } from '../institute/content-language';
import { getMySubscription, listMySubscriptions, subscribe } from './enrolment.service';

export const enrolmentRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      listSubscriptions.path,
      {
        schema: {
          tags: ['enrolment'],
          summary: "The signed-in student's subscriptions, newest first",
          response: { 200: ZListSubscriptionsResponse },
        },
      },
      async (request) => {
        const student = await requireStudent(auth, ctx.db, request);
        const results = await listMySubscriptions(ctx, student, await readerOf(ctx, request));
        return { count: results.length, next: null, previous: null, results };
      },
    );

    app.get(
      getSubscription.path,
      {
        schema: {
          tags: ['enrolment'],
          summary: 'One of the student’s subscriptions',
          params: ZGetSubscriptionParams,
          response: { 200: ZSubscription },
        },
      },
      async (request) =>
        getMySubscription(
          ctx,
          await requireStudent(auth, ctx.db, request),
          request.params.id,
          await readerOf(ctx, request),
        ),
    );

    app.post(
      subscribeCall.path,
      {
        schema: {
          tags: ['enrolment'],
          summary: 'Join a program (or one of its cohorts) by email; signed in or not',
          body: ZSubscribeRequest,
          response: { 200: ZSubscribeResponse },
        },
      },
      async (request) => {
        await hitRateLimit(ctx.db, `subscribe:${request.ip}`, { max: 20, windowSeconds: 600 }, ctx.now());
        const language = /^fr\b/i.test(request.headers['accept-language'] ?? '') ? 'fr-CA' : 'en';
        return subscribe(ctx, auth, await optionalStudent(auth, ctx.db, request), request.body, language);
      },
    );
  };
