import { getStaffInstallment, listStaffInstallments, rescheduleInstallment } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { actorOf } from '../staff/audit-log';
import { staffRoute } from '../staff/staff-route';
import * as schedule from './installment-schedule.service';

/** The finance office's view of the payment plans' instalments, and their due dates moved. */
export const installmentScheduleRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    staffRoute(app, ctx, auth, listStaffInstallments, async (_staff, request) => {
      const page = await schedule.listStaffInstallments(ctx, request.query);
      return {
        ...page,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
      };
    });

    staffRoute(app, ctx, auth, getStaffInstallment, (_staff, request) =>
      schedule.getStaffInstallment(ctx, request.params.id),
    );

    staffRoute(app, ctx, auth, rescheduleInstallment, (staff, request) =>
      schedule.rescheduleInstallment(ctx, actorOf(staff), request.params.id, request.body),
    );
  };
