import {
  getEmailPreferences,
  getUnseenCount,
  listNotifications,
  markAllRead,
  streamNotifications,
  updateEmailPreferences,
  updateReadStatus,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import { route } from '../../lib/route';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import { createNotificationHub } from './notification-hub';
import { type OpenStreams, openNotificationStream } from './notification-stream';
import * as notifications from './notifications.service';

export const notificationsRoutes =
  (ctx: AppContext, auth: Auth, streams: OpenStreams): FastifyPluginAsyncZod =>
  async (app) => {
    const student = async (request: Parameters<typeof requireStudent>[2]) =>
      (await requireStudent(auth, ctx.db, request)).profile.id;
    // the portal's own notifications are read in the language the student chose
    const reader = async (request: Parameters<typeof requireStudent>[2]) => {
      const session = await requireStudent(auth, ctx.db, request);
      return { id: session.profile.id, language: notifications.readerLanguage(session.user.language) };
    };
    const hub = createNotificationHub(ctx.database);
    // open streams would keep the server from closing
    app.addHook('preClose', async () => {
      for (const end of streams) end();
      await hub.close();
    });

    route(app, listNotifications, async (request) => {
      const { id, language } = await reader(request);
      const page = await notifications.listNotifications(ctx, id, request.query, language);
      return {
        ...page,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
      };
    });

    route(app, getUnseenCount, async (request) => notifications.unseenCount(ctx, await student(request)));

    route(app, updateReadStatus, async (request) => {
      const { id, language } = await reader(request);
      return notifications.updateReadStatus(ctx, id, request.params.id, request.body.is_read, language);
    });

    route(app, markAllRead, async (request) => notifications.markAllRead(ctx, await student(request)));

    route(app, getEmailPreferences, async (request) =>
      notifications.emailPreferences(ctx, await student(request)),
    );

    route(app, updateEmailPreferences, async (request) =>
      notifications.updateEmailPreferences(ctx, await student(request), request.body),
    );

    route(app, streamNotifications, async (request, reply) => {
      const studentId = await student(request);
      const end = await openNotificationStream(ctx, hub, studentId, reply, () => streams.delete(end));
      streams.add(end);
    });
  };
