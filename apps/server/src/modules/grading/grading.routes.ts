import {
  getGradingWork,
  gradeStudentWork,
  listGradingWorks,
  previewGradingFile,
  returnStudentWork,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { sendStoredFile } from '../files/stored-file-reply';
import { actorOf } from '../staff/audit-log';
import { staffRoute } from '../staff/staff-route';
import * as grading from './grading.service';

/** The graders' queue: the work, its file, marks, and returning it to hand in again. */
export const gradingRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    staffRoute(app, ctx, auth, listGradingWorks, async (staff, request) => {
      const page = await grading.listGradingWorks(ctx, staff, request.query);
      return {
        ...page,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
      };
    });

    staffRoute(app, ctx, auth, getGradingWork, (staff, request) =>
      grading.getGradingWork(ctx, staff, request.params.id),
    );

    staffRoute(app, ctx, auth, previewGradingFile, async (staff, request, reply) => {
      const { file, stream } = await grading.openGradingFile(ctx, staff, request.params.id);
      return sendStoredFile(reply, file, stream, 'inline');
    });

    staffRoute(app, ctx, auth, gradeStudentWork, (staff, request) =>
      grading.gradeStudentWork(ctx, staff, actorOf(staff), request.params.id, request.body),
    );

    staffRoute(app, ctx, auth, returnStudentWork, (staff, request) =>
      grading.returnStudentWork(ctx, staff, actorOf(staff), request.params.id, request.body.remarks),
    );
  };
