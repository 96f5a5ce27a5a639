import {
  ZCertificate,
  ZCertificateParams,
  ZCertificateVerification,
  ZRevokedReason,
  ZSubscriptionCertificate,
  ZVerifyCertificateParams,
  getCertificate as getCertificateCall,
  getCertificatePdf,
  getRevokedReason as getRevokedReasonCall,
  getSubscriptionCertificate as getSubscriptionCertificateCall,
  verifyCertificate as verifyCertificateCall,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { hitRateLimit } from '../../lib/rate-limit';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import { readerOf } from '../institute/content-language';
import {
  certificatePdf,
  getCertificate,
  getRevokedReason,
  getSubscriptionCertificate,
  verifyCertificate,
} from './certificate.service';

export const certificateRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const student = (request: Parameters<typeof requireStudent>[2]) => requireStudent(auth, ctx.db, request);

    app.get(
      getSubscriptionCertificateCall.path,
      {
        schema: {
          tags: ['grades'],
          summary: "The subscription's certificate, issued at the first request once the program is complete",
          params: ZCertificateParams,
          response: { 200: ZSubscriptionCertificate },
        },
      },
      async (request) =>
        getSubscriptionCertificate(
          ctx,
          await student(request),
          request.params.id,
          await readerOf(ctx, request),
        ),
    );

    app.get(
      getCertificateCall.path,
      {
        schema: {
          tags: ['grades'],
          summary: 'One of the student’s certificates',
          params: ZCertificateParams,
          response: { 200: ZCertificate },
        },
      },
      async (request) =>
        getCertificate(ctx, await student(request), request.params.id, await readerOf(ctx, request)),
    );

    app.get(
      getCertificatePdf.path,
      {
        schema: {
          tags: ['grades'],
          summary: 'The certificate as a PDF download; a revoked one answers 409',
          params: ZCertificateParams,
        },
      },
      async (request, reply) => {
        const { name, pdf } = await certificatePdf(ctx, await student(request), request.params.id);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${name}"`)
          .header('Cache-Control', 'private, no-store')
          .send(pdf);
      },
    );

    app.get(
      getRevokedReasonCall.path,
      {
        schema: {
          tags: ['grades'],
          summary: "Whether the student's certificate (graduate record) is revoked, and why",
          params: ZCertificateParams,
          response: { 200: ZRevokedReason },
        },
      },
      async (request) => getRevokedReason(ctx, await student(request), request.params.id),
    );

    app.get(
      verifyCertificateCall.path,
      {
        schema: {
          tags: ['grades'],
          summary: 'Public: whether a verification code belongs to a real certificate, and what it certifies',
          params: ZVerifyCertificateParams,
          response: { 200: ZCertificateVerification },
        },
      },
      async (request) => {
        await hitRateLimit(
          ctx.db,
          `certificate-verify:${request.ip}`,
          { max: 60, windowSeconds: 600 },
          ctx.now(),
        );
        return verifyCertificate(ctx, request.params.code, await readerOf(ctx, request));
      },
    );
  };
