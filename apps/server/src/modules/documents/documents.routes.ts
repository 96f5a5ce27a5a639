import {
  finishRemoteSigning,
  getDocumentTemplate,
  listStudentDocuments,
  saveStudentDocuments,
  signStudentDocument,
  startSigningSession,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { route } from '../../lib/route';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import type { DocuSign } from '../../providers/esign/docusign';
import * as documents from './documents.service';

export const documentsRoutes =
  (ctx: AppContext, auth: Auth, docusign: DocuSign | null): FastifyPluginAsyncZod =>
  async (app) => {
    if (docusign) {
      route(app, startSigningSession, async (request) =>
        documents.startRemoteSigning(
          ctx,
          docusign,
          await requireStudent(auth, ctx.db, request),
          request.params.id,
        ),
      );

      // where DocuSign sends the student back
      route(app, finishRemoteSigning, async (request, reply) => {
        const outcome = await documents.finishRemoteSigning(
          ctx,
          docusign,
          await requireStudent(auth, ctx.db, request),
          request.params.id,
        );
        return reply.redirect(`/document?signing=${outcome}`);
      });
    }

    route(app, listStudentDocuments, async (request) =>
      documents.listDocuments(ctx, (await requireStudent(auth, ctx.db, request)).profile.id),
    );

    route(app, saveStudentDocuments, async (request) =>
      documents.saveDocuments(ctx, (await requireStudent(auth, ctx.db, request)).profile.id, request.body),
    );

    route(app, getDocumentTemplate, async (request, reply) => {
      const student = await requireStudent(auth, ctx.db, request);
      const { name, pdf } = await documents.documentTemplatePdf(ctx, student, request.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    });

    route(app, signStudentDocument, async (request) => {
      const student = await requireStudent(auth, ctx.db, request);
      return documents.signDocument(ctx, student, request.params.id, {
        full_name: request.body.full_name,
        ip: request.ip,
      });
    });
  };
