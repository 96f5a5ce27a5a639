import { downloadTranscript, getGpaScore, getTranscript } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import { readerOf } from '../institute/content-language';
import * as grades from './grades.service';

export const gradesRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const student = (request: Parameters<typeof requireStudent>[2]) => requireStudent(auth, ctx.db, request);

    route(app, getGpaScore, async (request) =>
      grades.getGpaScore(ctx, await student(request), request.params.id, await readerOf(ctx, request)),
    );

    route(app, getTranscript, async (request) =>
      grades.getTranscript(ctx, await student(request), request.params.id, await readerOf(ctx, request)),
    );

    route(app, downloadTranscript, async (request, reply) => {
      const { name, pdf } = await grades.transcriptDownload(
        ctx,
        await student(request),
        request.body.subscription_id,
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    });
  };
