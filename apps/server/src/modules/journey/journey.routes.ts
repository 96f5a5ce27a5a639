import {
  ZContentParams,
  ZContentPdfQuery,
  ZContentQuery,
  ZCourseSectionsQuery,
  ZGetContentResponse,
  ZGetCourseSectionParams,
  ZGetCourseSectionResponse,
  ZListCourseSectionsResponse,
  ZSaveCurrentContentParams,
  ZSaveCurrentContentRequest,
  ZSubmitContentRequest,
  ZSubmitContentResponse,
  ZSubscription,
  getContent as getContentCall,
  getContentPdf,
  getCourseSection,
  listCourseSections,
  saveCurrentContent as saveCurrentContentCall,
  submitContent,
  viewContent as viewContentCall,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { refuseUnlessSameOrigin } from '../../lib/origin-check';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import {
  contentPdf,
  getContent,
  getSection,
  listSections,
  saveCurrentContent,
  viewContent,
} from './journey.service';
import { readerOf } from '../institute/content-language';
import { submitWork } from './submissions.service';

export const journeyRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const student = (request: Parameters<typeof requireStudent>[2]) => requireStudent(auth, ctx.db, request);

    app.get(
      listCourseSections.path,
      {
        schema: {
          tags: ['journey'],
          summary: "A program's sections by index, each with its items and the student's state on them",
          querystring: ZCourseSectionsQuery,
          response: { 200: ZListCourseSectionsResponse },
        },
      },
      async (request) =>
        listSections(ctx, await student(request), request.query, await readerOf(ctx, request)),
    );

    app.get(
      getCourseSection.path,
      {
        schema: {
          tags: ['journey'],
          summary: 'One section of the program with its items',
          params: ZGetCourseSectionParams,
          querystring: ZCourseSectionsQuery,
          response: { 200: ZGetCourseSectionResponse },
        },
      },
      async (request) =>
        getSection(
          ctx,
          await student(request),
          request.params.id,
          request.query,
          await readerOf(ctx, request),
        ),
    );

    app.get(
      getContentCall.path,
      {
        schema: {
          tags: ['journey'],
          summary: 'One content item with what its type needs; 403 with the reason when locked',
          params: ZContentParams,
          querystring: ZContentQuery,
          response: { 200: ZGetContentResponse },
        },
      },
      async (request) =>
        getContent(
          ctx,
          await student(request),
          request.params.id,
          request.query.subscription,
          await readerOf(ctx, request),
        ),
    );

    app.get(
      viewContentCall.path,
      {
        onRequest: refuseUnlessSameOrigin,
        schema: {
          tags: ['journey'],
          summary: 'Record that the student viewed the item (a video: watched to its end); idempotent',
          params: ZContentParams,
          querystring: ZContentQuery,
          response: { 200: ZGetContentResponse },
        },
      },
      async (request) =>
        viewContent(
          ctx,
          await student(request),
          request.params.id,
          request.query.subscription,
          await readerOf(ctx, request),
        ),
    );

    app.get(
      getContentPdf.path,
      {
        schema: {
          tags: ['journey'],
          summary: 'A document item as a PDF (inline, or a download with download=true)',
          params: ZContentParams,
          querystring: ZContentPdfQuery,
        },
      },
      async (request, reply) => {
        const { name, pdf } = await contentPdf(
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
      },
    );

    app.post(
      submitContent.path,
      {
        schema: {
          tags: ['journey'],
          summary: 'Hand in (or, until graded, replace) the work for an assignment or homework',
          params: ZContentParams,
          body: ZSubmitContentRequest,
          response: { 200: ZSubmitContentResponse },
        },
      },
      async (request) =>
        submitWork(
          ctx,
          await student(request),
          request.params.id,
          request.body,
          await readerOf(ctx, request),
        ),
    );

    app.patch(
      saveCurrentContentCall.path,
      {
        schema: {
          tags: ['journey'],
          summary: 'Save the item the student is on (and a video position), opened on their next visit',
          params: ZSaveCurrentContentParams,
          body: ZSaveCurrentContentRequest,
          response: { 200: ZSubscription },
        },
      },
      async (request) =>
        saveCurrentContent(
          ctx,
          await student(request),
          request.params.id,
          request.body,
          await readerOf(ctx, request),
        ),
    );
  };
