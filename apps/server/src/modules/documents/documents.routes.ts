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
import type { Auth } from '../auth/auth';
import { studentRoute } from '../auth/student-route';
import type { DocuSign } from '../../providers/esign/docusign';
import * as documents from './documents.service';

export const documentsRoutes =
  (ctx: AppContext, auth: Auth, docusign: DocuSign | null): FastifyPluginAsyncZod =>
  async (app) => {
    if (docusign) {
      studentRoute(app, ctx, auth, startSigningSession, (student, request) =>
        documents.startRemoteSigning(ctx, docusign, student, request.params.id),
      );

      // where DocuSign sends the student back
      studentRoute(app, ctx, auth, finishRemoteSigning, async (student, request, reply) => {
        const outcome = await documents.finishRemoteSigning(ctx, docusign, student, request.params.id);
        return reply.redirect(`/document?signing=${outcome}`);
      });
    }

    studentRoute(app, ctx, auth, listStudentDocuments, (student) =>
      documents.listDocuments(ctx, student.profile.id),
    );

    studentRoute(app, ctx, auth, saveStudentDocuments, (student, request) =>
      documents.saveDocuments(ctx, student.profile.id, request.body),
    );

    studentRoute(app, ctx, auth, getDocumentTemplate, async (student, request, reply) => {
      const { name, pdf } = await documents.documentTemplatePdf(ctx, student, request.params.id);
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    });

    studentRoute(app, ctx, auth, signStudentDocument, (student, request) =>
      documents.signDocument(ctx, student, request.params.id, {
        full_name: request.body.full_name,
        ip: request.ip,
      }),
    );
  };
