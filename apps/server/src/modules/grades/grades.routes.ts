import { downloadTranscript, getGpaScore, getTranscript } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { Auth } from '../auth/auth';
import { studentRoute } from '../auth/student-route';
import { readerOf } from '../institute/content-language';
import * as grades from './grades.service';

export const gradesRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    studentRoute(app, ctx, auth, getGpaScore, async (student, request) =>
      grades.getGpaScore(ctx, student, request.params.id, await readerOf(ctx, request)),
    );

    studentRoute(app, ctx, auth, getTranscript, async (student, request) =>
      grades.getTranscript(ctx, student, request.params.id, await readerOf(ctx, request)),
    );

    studentRoute(app, ctx, auth, downloadTranscript, async (student, request, reply) => {
      const { name, pdf } = await grades.transcriptDownload(ctx, student, request.body.subscription_id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    });
  };
