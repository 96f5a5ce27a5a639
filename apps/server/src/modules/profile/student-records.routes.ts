import { getStudentRecord, listStudentRecords } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { staffRoute } from '../staff/staff-route';
import * as records from './student-records.service';

/** The staff's list of students and a student's record. */
export const studentRecordsRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    staffRoute(app, ctx, auth, listStudentRecords, async (staff, request) => {
      const page = await records.listStudentRecords(ctx, staff, request.query);
      return {
        ...page,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
      };
    });

    staffRoute(app, ctx, auth, getStudentRecord, (staff, request) =>
      records.getStudentRecord(ctx, staff, request.params.id),
    );
  };
