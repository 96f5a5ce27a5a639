import {
  getStaffInstallment,
  listStaffInstallments,
  remindInstallmentsNow,
  rescheduleInstallment,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { actorOf } from '../staff/audit-log';
import { staffRoute } from '../staff/staff-route';
import * as reminders from './installment-reminders';
import * as schedule from './installment-schedule.service';

/** The finance office's view of the payment plans' instalments, their due dates moved, their reminders sent. */
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

    staffRoute(app, ctx, auth, remindInstallmentsNow, async (staff, _request, reply) =>
      reply.status(202).send(await reminders.remindInstallmentsNow(ctx, actorOf(staff))),
    );
  };
