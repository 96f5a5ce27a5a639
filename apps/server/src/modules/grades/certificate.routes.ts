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
import { studentRoute } from '../auth/student-route';
import { readerOf } from '../institute/content-language';
import * as certificates from './certificate.service';

export const certificateRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    studentRoute(app, ctx, auth, getSubscriptionCertificate, async (student, request) =>
      certificates.getSubscriptionCertificate(ctx, student, request.params.id, await readerOf(ctx, request)),
    );

    studentRoute(app, ctx, auth, getCertificate, async (student, request) =>
      certificates.getCertificate(ctx, student, request.params.id, await readerOf(ctx, request)),
    );

    studentRoute(app, ctx, auth, getCertificatePdf, async (student, request, reply) => {
      const { name, pdf } = await certificates.certificatePdf(ctx, student, request.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    });

    studentRoute(app, ctx, auth, getRevokedReason, (student, request) =>
      certificates.getRevokedReason(ctx, student, request.params.id),
    );

    route(
      app,
      verifyCertificate,
      { limit: { name: 'certificate-verify', max: 60, windowSeconds: 600, store: ctx } },
      async (request) =>
        certificates.verifyCertificate(ctx, request.params.code, await readerOf(ctx, request)),
    );
  };
