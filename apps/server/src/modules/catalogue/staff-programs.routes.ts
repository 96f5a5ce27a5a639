import {
  addStaffCohort,
  getStaffProgram,
  listStaffPrograms,
  updateStaffCohort,
  updateStaffProgram,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { staffRoute } from '../staff/staff-route';
import * as programs from './staff-programs.service';

/** Programs as the school keeps them: settings and cohorts; the content folder holds the rest. */
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
    staffRoute(app, ctx, auth, addStaffCohort, async (staff, request, reply) =>
      reply.status(201).send(await programs.addStaffCohort(ctx, staff, request.params.id, request.body)),
    );
    staffRoute(app, ctx, auth, updateStaffCohort, (staff, request) =>
      programs.updateStaffCohort(ctx, staff, request.params.id, request.params.cohort, request.body),
    );
  };
