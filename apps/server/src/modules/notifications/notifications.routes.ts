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
import type { Auth } from '../auth/auth';
import type { StudentSession } from '../auth/session';
import { studentRoute } from '../auth/student-route';
import { createNotificationHub } from './notification-hub';
import { type OpenStreams, openNotificationStream } from './notification-stream';
import * as notifications from './notifications.service';

export const notificationsRoutes =
  (ctx: AppContext, auth: Auth, streams: OpenStreams): FastifyPluginAsyncZod =>
  async (app) => {
    // the portal's own notifications are read in the language the student chose
    const reader = (student: StudentSession) => ({
      id: student.profile.id,
      language: notifications.readerLanguage(student.user.language),
    });
    const hub = createNotificationHub(ctx.database);
    // open streams would keep the server from closing
    app.addHook('preClose', async () => {
      for (const end of streams) end();
      await hub.close();
    });

    studentRoute(app, ctx, auth, listNotifications, async (student, request) => {
      const { id, language } = reader(student);
      const page = await notifications.listNotifications(ctx, id, request.query, language);
      return {
        ...page,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
      };
    });

    studentRoute(app, ctx, auth, getUnseenCount, (student) =>
      notifications.unseenCount(ctx, student.profile.id),
    );

    studentRoute(app, ctx, auth, updateReadStatus, (student, request) => {
      const { id, language } = reader(student);
      return notifications.updateReadStatus(ctx, id, request.params.id, request.body.is_read, language);
    });

    studentRoute(app, ctx, auth, markAllRead, (student) =>
      notifications.markAllRead(ctx, student.profile.id),
    );

    studentRoute(app, ctx, auth, getEmailPreferences, (student) =>
      notifications.emailPreferences(ctx, student.profile.id),
    );

    studentRoute(app, ctx, auth, updateEmailPreferences, (student, request) =>
      notifications.updateEmailPreferences(ctx, student.profile.id, request.body),
    );

    studentRoute(app, ctx, auth, streamNotifications, async (student, _request, reply) => {
      const end = await openNotificationStream(ctx, hub, student.profile.id, reply, () =>
        streams.delete(end),
      );
      streams.add(end);
    });
  };
