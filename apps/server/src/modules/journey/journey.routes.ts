import {
  getContent,
  getContentPdf,
  getCourseSection,
  listCourseSections,
  saveCurrentContent,
  submitContent,
  viewContent,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { refuseUnlessSameOrigin } from '../../lib/origin-check';
import { route } from '../../lib/route';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import * as journey from './journey.service';
import { readerOf } from '../institute/content-language';
import { submitWork } from './submissions.service';

export const journeyRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const student = (request: Parameters<typeof requireStudent>[2]) => requireStudent(auth, ctx.db, request);

    route(app, listCourseSections, async (request) =>
      journey.listSections(ctx, await student(request), request.query, await readerOf(ctx, request)),
    );

    route(app, getCourseSection, async (request) =>
      journey.getSection(
        ctx,
        await student(request),
        request.params.id,
        request.query,
        await readerOf(ctx, request),
      ),
    );

    route(app, getContent, async (request) =>
      journey.getContent(
        ctx,
        await student(request),
        request.params.id,
        request.query.subscription,
        await readerOf(ctx, request),
      ),
    );

    route(app, viewContent, { onRequest: refuseUnlessSameOrigin }, async (request) =>
      journey.viewContent(
        ctx,
        await student(request),
        request.params.id,
        request.query.subscription,
        await readerOf(ctx, request),
      ),
    );

    route(app, getContentPdf, async (request, reply) => {
      const { name, pdf } = await journey.contentPdf(
        ctx,
        await student(request),
        request.params.id,
        request.query.subscription,
      );
      const disposition = request.query.download === 'true' ? 'attachment' : 'inline';
      return (
        reply
          .type('application/pdf')
          .header('Content-Disposition', `${disposition}; filename="${name}"`)
          .header('Cache-Control', 'private, no-store')
          // the browser's PDF viewer draws this page with its own styles and scripts, which the
          // site's policy would block; a PDF made here from the school's text carries neither
          .header('Content-Security-Policy', "frame-ancestors 'self'")
          .send(pdf)
      );
    });

    route(app, submitContent, async (request) =>
      submitWork(ctx, await student(request), request.params.id, request.body, await readerOf(ctx, request)),
    );

    route(app, saveCurrentContent, async (request) =>
      journey.saveCurrentContent(
        ctx,
        await student(request),
        request.params.id,
        request.body,
        await readerOf(ctx, request),
      ),
    );
  };
