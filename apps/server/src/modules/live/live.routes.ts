import {
  ZJoinLiveSessionResponse,
  ZListLiveSessionsQuery,
  ZListLiveSessionsResponse,
  ZLiveSession,
  ZLiveSessionParams,
  getLiveSession as getLiveSessionCall,
  joinLiveSession as joinLiveSessionCall,
  listLiveSessions as listLiveSessionsCall,
  liveSessionCalendar as liveSessionCalendarCall,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import { readerOf } from '../institute/content-language';
import { getLiveSession, joinLiveSession, listLiveSessions, liveSessionCalendar } from './live.service';

export const liveRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const student = async (request: Parameters<typeof requireStudent>[2]) =>
      (await requireStudent(auth, ctx.db, request)).profile.id;

    app.get(
      listLiveSessionsCall.path,
      {
        schema: {
          tags: ['live'],
          summary:
            "The student's live sessions: ongoing (scheduled and ongoing, soonest first), completed or cancelled (latest first)",
          querystring: ZListLiveSessionsQuery,
          response: { 200: ZListLiveSessionsResponse },
        },
      },
      async (request) => {
        const page = await listLiveSessions(
          ctx,
          await student(request),
          request.query,
          await readerOf(ctx, request),
        );
        return {
          ...page,
          ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
        };
      },
    );

    app.get(
      getLiveSessionCall.path,
      {
        schema: {
          tags: ['live'],
          summary: 'One of the student’s live sessions',
          params: ZLiveSessionParams,
          response: { 200: ZLiveSession },
        },
      },
      async (request) =>
        getLiveSession(ctx, await student(request), request.params.id, await readerOf(ctx, request)),
    );

    app.post(
      joinLiveSessionCall.path,
      {
        schema: {
          tags: ['live'],
          summary: 'Records the student’s attendance and answers the meeting link',
          params: ZLiveSessionParams,
          response: { 200: ZJoinLiveSessionResponse },
        },
      },
      async (request) => joinLiveSession(ctx, await student(request), request.params.id),
    );

    app.get(
      liveSessionCalendarCall.path,
      {
        schema: {
          tags: ['live'],
          summary: 'The session as an iCalendar (.ics) file',
          params: ZLiveSessionParams,
        },
      },
      async (request, reply) => {
        const { name, ics } = await liveSessionCalendar(ctx, await student(request), request.params.id);
        return reply
          .type('text/calendar; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${name}"`)
          .header('Cache-Control', 'private, no-store')
          .send(ics);
      },
    );
  };
