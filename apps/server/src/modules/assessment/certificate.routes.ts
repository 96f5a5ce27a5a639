import {
  getCertificate,
  getCertificatePdf,
  getRevokedReason,
  getSubscriptionCertificate,
  verifyCertificate,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import { readerOf } from '../institute/content-language';
import * as certificates from './certificate.service';

export const certificateRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const student = (request: Parameters<typeof requireStudent>[2]) => requireStudent(auth, ctx.db, request);

    route(app, getSubscriptionCertificate, async (request) =>
      certificates.getSubscriptionCertificate(
        ctx,
        await student(request),
        request.params.id,
        await readerOf(ctx, request),
      ),
    );

    route(app, getCertificate, async (request) =>
      certificates.getCertificate(
        ctx,
        await student(request),
        request.params.id,
        await readerOf(ctx, request),
      ),
    );

    route(app, getCertificatePdf, async (request, reply) => {
      const { name, pdf } = await certificates.certificatePdf(ctx, await student(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    });

    route(app, getRevokedReason, async (request) =>
      certificates.getRevokedReason(ctx, await student(request), request.params.id),
    );

    route(
      app,
      verifyCertificate,
      { limit: { name: 'certificate-verify', max: 60, windowSeconds: 600, store: ctx } },
      async (request) =>
        certificates.verifyCertificate(ctx, request.params.code, await readerOf(ctx, request)),
    );
  };
