import {
  getPracticeEntryReview,
  listPracticeEntryReviews,
  listStudentAttendance,
  previewPracticeEntryFile,
  recordStudentAttendance,
  reviewStudentPracticeEntry,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { sendStoredFile } from '../files/stored-file-reply';
import { actorOf } from '../staff/audit-log';
import { staffRoute } from '../staff/staff-route';
import * as attendance from './attendance.service';

/** The school's review of practice logs, and the attendance it records toward quotas. */
export const attendanceRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    staffRoute(app, ctx, auth, listPracticeEntryReviews, async (staff, request) => {
      const page = await attendance.listPracticeEntryReviews(ctx, staff, request.query);
      return {
        ...page,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
      };
    });

    staffRoute(app, ctx, auth, getPracticeEntryReview, (staff, request) =>
      attendance.getPracticeEntryReview(ctx, staff, request.params.id),
    );

    staffRoute(app, ctx, auth, previewPracticeEntryFile, async (staff, request, reply) => {
      const { file, stream } = await attendance.openPracticeEntryFile(ctx, staff, request.params.id);
      return sendStoredFile(reply, file, stream, 'inline');
    });

    staffRoute(app, ctx, auth, reviewStudentPracticeEntry, (staff, request) =>
      attendance.decidePracticeEntry(ctx, staff, actorOf(staff), request.params.id, request.body),
    );

    staffRoute(app, ctx, auth, listStudentAttendance, (staff, request) =>
      attendance.listStudentAttendance(ctx, staff, request.params.id),
    );

    staffRoute(app, ctx, auth, recordStudentAttendance, (staff, request) =>
      attendance.recordStudentAttendance(ctx, staff, actorOf(staff), request.params.id, request.body),
    );
  };
