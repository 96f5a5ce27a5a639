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
import type { Auth } from '../auth/auth';
import { studentRoute } from '../auth/student-route';
import * as journey from './journey.service';
import { readerOf } from '../institute/content-language';
import { submitWork } from './submissions.service';

export const journeyRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    studentRoute(app, ctx, auth, listCourseSections, async (student, request) =>
      journey.listSections(ctx, student, request.query, await readerOf(ctx, request)),
    );

    studentRoute(app, ctx, auth, getCourseSection, async (student, request) =>
      journey.getSection(ctx, student, request.params.id, request.query, await readerOf(ctx, request)),
    );

    studentRoute(app, ctx, auth, getContent, async (student, request) =>
      journey.getContent(
        ctx,
        student,
        request.params.id,
        request.query.subscription,
        await readerOf(ctx, request),
      ),
    );

    studentRoute(
      app,
      ctx,
      auth,
      viewContent,
      { onRequest: refuseUnlessSameOrigin },
      async (student, request) =>
        journey.viewContent(
          ctx,
          student,
          request.params.id,
          request.query.subscription,
          await readerOf(ctx, request),
        ),
    );

    studentRoute(app, ctx, auth, getContentPdf, async (student, request, reply) => {
      const { name, pdf } = await journey.contentPdf(
        ctx,
        student,
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

    studentRoute(app, ctx, auth, submitContent, async (student, request) =>
      submitWork(ctx, student, request.params.id, request.body, await readerOf(ctx, request)),
    );

    studentRoute(app, ctx, auth, saveCurrentContent, async (student, request) =>
      journey.saveCurrentContent(ctx, student, request.params.id, request.body, await readerOf(ctx, request)),
    );
  };
