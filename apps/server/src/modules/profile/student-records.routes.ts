import {
  getStudentRecord,
  listStudentRecords,
  previewStudentPhoto,
  reviewProfileField,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { sendStoredFile } from '../files/stored-file-reply';
import { actorOf } from '../staff/audit-log';
import { staffRoute } from '../staff/staff-route';
import { reviewProfileField as decideProfileField } from './profile-field-reviews.service';
import * as records from './student-records.service';

/** The staff's list of students, a student's record, and the verification of their profile. */
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

    staffRoute(app, ctx, auth, previewStudentPhoto, async (_staff, request, reply) => {
      const { row, stream } = await records.openStudentPhoto(ctx, request.params.id);
      return sendStoredFile(reply, row, stream, 'inline');
    });

    staffRoute(app, ctx, auth, reviewProfileField, async (staff, request) => {
      const { id, field } = request.params;
      await decideProfileField(ctx, actorOf(staff), id, field, {
        decision: request.body.decision,
        remarks: request.body.remarks ?? '',
      });
      return records.getStudentRecord(ctx, staff, id);
    });
  };
