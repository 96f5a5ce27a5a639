import {
  enrolStudent,
  getStaffEnrolment,
  graduateEnrolment,
  listStaffEnrolments,
  updateStaffEnrolment,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { actorOf } from '../staff/audit-log';
import { staffRoute } from '../staff/staff-route';
import * as enrolments from './staff-enrolments.service';

/** The registrar's enrolments: access, the note the student reads, and graduation. */
export const staffEnrolmentRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    staffRoute(app, ctx, auth, listStaffEnrolments, async (staff, request) => {
      const page = await enrolments.listStaffEnrolments(ctx, staff, request.query);
      return {
        ...page,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
      };
    });

    staffRoute(app, ctx, auth, getStaffEnrolment, (staff, request) =>
      enrolments.getStaffEnrolment(ctx, staff, request.params.id),
    );

    staffRoute(app, ctx, auth, enrolStudent, (staff, request) =>
      enrolments.enrolStudent(ctx, staff, actorOf(staff), request.body),
    );

    staffRoute(app, ctx, auth, updateStaffEnrolment, (staff, request) =>
      enrolments.updateStaffEnrolment(ctx, staff, actorOf(staff), request.params.id, request.body),
    );

    staffRoute(app, ctx, auth, graduateEnrolment, (staff, request) =>
      enrolments.graduateEnrolment(ctx, staff, actorOf(staff), request.params.id, request.body),
    );
  };
