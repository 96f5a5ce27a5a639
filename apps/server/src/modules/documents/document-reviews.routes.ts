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
import { staffRoute } from '../staff/staff-route';
import * as reviews from './document-reviews.service';

/** What a file may do once shown: a PDF is read by the browser's viewer, any other kind runs nothing. */
const previewPolicy = (contentType: string) =>
  contentType === 'application/pdf'
    ? "default-src 'none'; frame-ancestors 'self'"
    : "default-src 'none'; frame-ancestors 'self'; sandbox";

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
      const fallback = file.name.replace(/[^\x20-\x7e]/g, '_');
      return reply
        .type(file.contentType)
        .header('Content-Length', file.size)
        .header(
          'Content-Disposition',
          `inline; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('Cache-Control', 'private, no-store')
        .header('Content-Security-Policy', previewPolicy(file.contentType))
        .send(stream);
    });

    staffRoute(app, ctx, auth, reviewStudentDocument, (staff, request) =>
      reviews.decideDocumentReview(ctx, actorOf(staff), request.params.id, {
        decision: request.body.decision,
        remarks: request.body.remarks ?? '',
      }),
    );
  };
