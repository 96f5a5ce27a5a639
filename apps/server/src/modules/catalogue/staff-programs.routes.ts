import {
  addStaffCohort,
  addStaffPaymentPlan,
  removeStaffPaymentPlan,
  updateStaffPaymentPlan,
  getStaffProgram,
  listStaffPrograms,
  updateStaffCohort,
  updateStaffProgram,
  uploadStaffProgramImage,
  staffCoded,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { Invalid } from '../../lib/errors';
import { pageLinks } from '../../lib/pagination';
import { IMAGE_RULE } from '../files/checked-upload';
import type { Auth } from '../auth/auth';
import { staffRoute } from '../staff/staff-route';
import * as plans from './staff-payment-plans.service';
import * as programs from './staff-programs.service';

/** Programs as the school keeps them: settings, cohorts and payment plans. */
export const staffProgramRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    staffRoute(app, ctx, auth, listStaffPrograms, async (staff, request) => {
      const page = await programs.listStaffPrograms(ctx, staff, request.query);
      return {
        ...page,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
      };
    });
    staffRoute(app, ctx, auth, getStaffProgram, (staff, request) =>
      programs.getStaffProgram(ctx, staff, request.params.id),
    );
    staffRoute(app, ctx, auth, updateStaffProgram, (staff, request) =>
      programs.updateStaffProgram(ctx, staff, request.params.id, request.body),
    );
    staffRoute(app, ctx, auth, uploadStaffProgramImage, async (staff, request) => {
      const part = await request.file({ limits: { fileSize: IMAGE_RULE.maxBytes + 1, files: 1 } });
      if (!part) throw new Invalid({ file: [staffCoded('staff.programs.chooseImage')] });
      return programs.uploadStaffProgramImage(ctx, staff, request.params.id, part);
    });
    staffRoute(app, ctx, auth, addStaffCohort, async (staff, request, reply) =>
      reply.status(201).send(await programs.addStaffCohort(ctx, staff, request.params.id, request.body)),
    );
    staffRoute(app, ctx, auth, updateStaffCohort, (staff, request) =>
      programs.updateStaffCohort(ctx, staff, request.params.id, request.params.cohort, request.body),
    );
    staffRoute(app, ctx, auth, addStaffPaymentPlan, async (staff, request, reply) =>
      reply.status(201).send(await plans.addStaffPaymentPlan(ctx, staff, request.params.id, request.body)),
    );
    staffRoute(app, ctx, auth, updateStaffPaymentPlan, (staff, request) =>
      plans.updateStaffPaymentPlan(ctx, staff, request.params.id, request.params.plan, request.body),
    );
    staffRoute(app, ctx, auth, removeStaffPaymentPlan, (staff, request) =>
      plans.removeStaffPaymentPlan(ctx, staff, request.params.id, request.params.plan),
    );
  };
