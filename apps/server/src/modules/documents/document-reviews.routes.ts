import {
  getDocumentReview,
  listDocumentReviews,
  previewDocumentFile,
  reviewStudentDocument,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { actorOf } from '../staff/audit-log';
import { sendStoredFile } from '../files/stored-file-reply';
import { staffRoute } from '../staff/staff-route';
import * as reviews from './document-reviews.service';

/** The staff's review of students' documents: the queue, one document, its file, and the decision. */
export const documentReviewsRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    staffRoute(app, ctx, auth, listDocumentReviews, async (_staff, request) => {
      const page = await reviews.listDocumentReviews(ctx, request.query);
      return {
        ...page,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
      };
    });

    staffRoute(app, ctx, auth, getDocumentReview, (_staff, request) =>
      reviews.getDocumentReview(ctx, request.params.id),
    );

    staffRoute(app, ctx, auth, previewDocumentFile, async (_staff, request, reply) => {
      const { file, stream } = await reviews.openDocumentFile(ctx, request.params.id);
      return sendStoredFile(reply, file, stream, 'inline');
    });

    staffRoute(app, ctx, auth, reviewStudentDocument, (staff, request) =>
      reviews.decideDocumentReview(ctx, actorOf(staff), request.params.id, {
        decision: request.body.decision,
        remarks: request.body.remarks ?? '',
      }),
    );
  };
