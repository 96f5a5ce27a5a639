import { getLiveSession, joinLiveSession, listLiveSessions, liveSessionCalendar } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import { route } from '../../lib/route';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import { readerOf } from '../institute/content-language';
import * as live from './live.service';

export const liveRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const student = async (request: Parameters<typeof requireStudent>[2]) =>
      (await requireStudent(auth, ctx.db, request)).profile.id;

    route(app, listLiveSessions, async (request) => {
      const page = await live.listLiveSessions(
        ctx,
        await student(request),
        request.query,
        await readerOf(ctx, request),
      );
      return {
        ...page,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
      };
    });

    route(app, getLiveSession, async (request) =>
      live.getLiveSession(ctx, await student(request), request.params.id, await readerOf(ctx, request)),
    );

    route(app, joinLiveSession, async (request) =>
      live.joinLiveSession(ctx, await student(request), request.params.id),
    );

    route(app, liveSessionCalendar, async (request, reply) => {
      const { name, ics } = await live.liveSessionCalendar(ctx, await student(request), request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'private, no-store')
        .send(ics);
    });
  };
