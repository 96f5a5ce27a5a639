import {
  answerStaffSupportRequest,
  getStaffSupportRequest,
  listStaffSupportRequests,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { actorOf } from '../staff/audit-log';
import { staffRoute } from '../staff/staff-route';
import * as support from './support.service';

/** The office's support inbox: students' requests, read and answered. */
export const staffSupportRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    staffRoute(app, ctx, auth, listStaffSupportRequests, async (_staff, request) => {
      const page = await support.listStaffSupportRequests(ctx, request.query);
      return {
        ...page,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
      };
    });

    staffRoute(app, ctx, auth, getStaffSupportRequest, (_staff, request) =>
      support.getStaffSupportRequest(ctx, request.params.id),
    );

    staffRoute(app, ctx, auth, answerStaffSupportRequest, async (staff, request) => {
      await support.answerSupportRequest(ctx, request.params.id, request.body.message, actorOf(staff), {
        onlyOpen: true,
      });
      return support.getStaffSupportRequest(ctx, request.params.id);
    });
  };
