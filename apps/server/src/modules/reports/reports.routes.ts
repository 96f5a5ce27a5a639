import { exportStaffReport } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { Auth } from '../auth/auth';
import { actorOf } from '../staff/audit-log';
import { staffRoute } from '../staff/staff-route';
import { exportReport } from './reports.service';

/** The office's CSV reports, for a spreadsheet. */
export const staffReportRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    staffRoute(app, ctx, auth, exportStaffReport, async (staff, request, reply) => {
      const { filename, csv } = await exportReport(
        ctx,
        staff,
        actorOf(staff),
        request.params.report,
        request.query,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    });
  };
