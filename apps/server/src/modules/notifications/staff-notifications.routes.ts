import { sendStaffNotification } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { Auth } from '../auth/auth';
import { actorOf } from '../staff/audit-log';
import { staffRoute } from '../staff/staff-route';
import * as notices from './staff-notifications.service';

/** Notices the school's staff write to a student or a program. */
export const staffNotificationRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    staffRoute(app, ctx, auth, sendStaffNotification, (staff, request) =>
      notices.sendStaffNotification(ctx, actorOf(staff), request.body),
    );
  };
