import { getLiveSession, joinLiveSession, listLiveSessions, liveSessionCalendar } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { studentRoute } from '../auth/student-route';
import { readerOf } from '../institute/content-language';
import * as live from './live.service';

export const liveRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    studentRoute(app, ctx, auth, listLiveSessions, async (student, request) => {
      const page = await live.listLiveSessions(
        ctx,
        student.profile.id,
        request.query,
        await readerOf(ctx, request),
      );
      return {
        ...page,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
      };
    });

    studentRoute(app, ctx, auth, getLiveSession, async (student, request) =>
      live.getLiveSession(ctx, student.profile.id, request.params.id, await readerOf(ctx, request)),
    );

    studentRoute(app, ctx, auth, joinLiveSession, async (student, request) =>
      live.joinLiveSession(ctx, student.profile.id, request.params.id),
    );

    studentRoute(app, ctx, auth, liveSessionCalendar, async (student, request, reply) => {
      const { name, ics } = await live.liveSessionCalendar(ctx, student.profile.id, request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'private, no-store')
        .send(ics);
    });
  };
