import {
  ZEmailPreferences,
  ZEmailPreferencesResponse,
  ZListNotificationsQuery,
  ZListNotificationsResponse,
  ZMarkAllReadResponse,
  ZNotificationParams,
  ZUnseenCountResponse,
  ZUpdateReadStatusRequest,
  ZUpdateReadStatusResponse,
  getEmailPreferences,
  getUnseenCount,
  listNotifications as listNotificationsCall,
  markAllRead as markAllReadCall,
  streamNotifications,
  updateEmailPreferences as updateEmailPreferencesCall,
  updateReadStatus as updateReadStatusCall,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import { createNotificationHub } from './notification-hub';
import { type OpenStreams, openNotificationStream } from './notification-stream';
import {
  emailPreferences,
  listNotifications,
  markAllRead,
  readerLanguage,
  unseenCount,
  updateEmailPreferences,
  updateReadStatus,
} from './notifications.service';

export const notificationsRoutes =
  (ctx: AppContext, auth: Auth, streams: OpenStreams): FastifyPluginAsyncZod =>
  async (app) => {
    const student = async (request: Parameters<typeof requireStudent>[2]) =>
      (await requireStudent(auth, ctx.db, request)).profile.id;
    // the portal's own notifications are read in the language the student chose
    const reader = async (request: Parameters<typeof requireStudent>[2]) => {
      const session = await requireStudent(auth, ctx.db, request);
      return { id: session.profile.id, language: readerLanguage(session.user.language) };
    };
    const hub = createNotificationHub(ctx.database);
    // open streams would keep the server from closing
    app.addHook('preClose', async () => {
      for (const end of streams) end();
      await hub.close();
    });

    app.get(
      listNotificationsCall.path,
      {
        schema: {
          tags: ['notifications'],
          summary: "The student's notifications, newest first, with the unseen count",
          querystring: ZListNotificationsQuery,
          response: { 200: ZListNotificationsResponse },
        },
      },
      async (request) => {
        const { id, language } = await reader(request);
        const page = await listNotifications(ctx, id, request.query, language);
        return {
          ...page,
          ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
        };
      },
    );

    app.get(
      getUnseenCount.path,
      {
        schema: {
          tags: ['notifications'],
          summary: 'How many of the student’s notifications are unread',
          response: { 200: ZUnseenCountResponse },
        },
      },
      async (request) => unseenCount(ctx, await student(request)),
    );

    app.patch(
      updateReadStatusCall.path,
      {
        schema: {
          tags: ['notifications'],
          summary: 'Mark one notification read or unread; another student’s answers 404',
          params: ZNotificationParams,
          body: ZUpdateReadStatusRequest,
          response: { 200: ZUpdateReadStatusResponse },
        },
      },
      async (request) => {
        const { id, language } = await reader(request);
        return updateReadStatus(ctx, id, request.params.id, request.body.is_read, language);
      },
    );

    app.patch(
      markAllReadCall.path,
      {
        schema: {
          tags: ['notifications'],
          summary: 'Mark every notification of the student read',
          response: { 200: ZMarkAllReadResponse },
        },
      },
      async (request) => markAllRead(ctx, await student(request)),
    );

    app.get(
      getEmailPreferences.path,
      {
        schema: {
          tags: ['notifications'],
          summary: 'The notification types the student also gets by email (the defaults until they choose)',
          response: { 200: ZEmailPreferencesResponse },
        },
      },
      async (request) => emailPreferences(ctx, await student(request)),
    );

    app.put(
      updateEmailPreferencesCall.path,
      {
        schema: {
          tags: ['notifications'],
          summary: 'Choose the notification types the student also gets by email',
          body: ZEmailPreferences,
          response: { 200: ZEmailPreferencesResponse },
        },
      },
      async (request) => updateEmailPreferences(ctx, await student(request), request.body),
    );

    app.get(
      streamNotifications.path,
      {
        schema: {
          tags: ['notifications'],
          summary: 'Server-sent events: each new notification and unseen count, as it happens',
        },
      },
      async (request, reply) => {
        const studentId = await student(request);
        const end = await openNotificationStream(ctx, hub, studentId, reply, () => streams.delete(end));
        streams.add(end);
      },
    );
  };
