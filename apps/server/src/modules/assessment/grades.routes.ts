import {
  ZDownloadTranscriptRequest,
  ZGpaScore,
  ZGpaScoreParams,
  ZTranscript,
  ZTranscriptParams,
  downloadTranscript,
  getGpaScore as getGpaScoreCall,
  getTranscript as getTranscriptCall,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import { readerOf } from '../institute/content-language';
import { getGpaScore, getTranscript, transcriptDownload } from './grades.service';

export const gradesRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const student = (request: Parameters<typeof requireStudent>[2]) => requireStudent(auth, ctx.db, request);

    app.get(
      getGpaScoreCall.path,
      {
        schema: {
          tags: ['grades'],
          summary: 'Every assessed item of the program with marks, weight and grade points, and the GPA',
          params: ZGpaScoreParams,
          response: { 200: ZGpaScore },
        },
      },
      async (request) =>
        getGpaScore(ctx, await student(request), request.params.id, await readerOf(ctx, request)),
    );

    app.get(
      getTranscriptCall.path,
      {
        schema: {
          tags: ['grades'],
          summary: "The transcript's contents: the student, the program, every assessed item, the GPA",
          params: ZTranscriptParams,
          response: { 200: ZTranscript },
        },
      },
      async (request) =>
        getTranscript(ctx, await student(request), request.params.id, await readerOf(ctx, request)),
    );

    app.post(
      downloadTranscript.path,
      {
        schema: {
          tags: ['grades'],
          summary: 'The transcript as a PDF (saved by the web as transcript_{subscriptionId}.pdf)',
          body: ZDownloadTranscriptRequest,
        },
      },
      async (request, reply) => {
        const { name, pdf } = await transcriptDownload(
          ctx,
          await student(request),
          request.body.subscription_id,
        );
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${name}"`)
          .header('Cache-Control', 'private, no-store')
          .send(pdf);
      },
    );
  };
