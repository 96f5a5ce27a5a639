import {
  ZSaveStudentDocumentsRequest,
  ZSignDocumentParams,
  ZSignDocumentRequest,
  ZStudentDocument,
  ZStudentDocumentsResponse,
  listStudentDocuments,
  saveStudentDocuments,
  signStudentDocument,
  startSigningSession,
  ZSigningSessionResponse,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import type { Auth } from '../auth/auth';
import { requireStudent } from '../auth/session';
import type { DocuSign } from '../../providers/esign/docusign';
import {
  documentTemplatePdf,
  finishRemoteSigning,
  listDocuments,
  saveDocuments,
  signDocument,
  startRemoteSigning,
} from './documents.service';

export const documentsRoutes =
  (ctx: AppContext, auth: Auth, docusign: DocuSign | null): FastifyPluginAsyncZod =>
  async (app) => {
    if (docusign) {
      app.post(
        startSigningSession.path,
        {
          schema: {
            tags: ['documents'],
            summary: "Start signing on DocuSign's page; the answer is where to send the student",
            params: ZSignDocumentParams,
            response: { 200: ZSigningSessionResponse },
          },
        },
        async (request) =>
          startRemoteSigning(ctx, docusign, await requireStudent(auth, ctx.db, request), request.params.id),
      );

      app.get(
        '/api/v1/student/documents/:id/signing-complete/',
        { schema: { hide: true, params: ZSignDocumentParams } },
        async (request, reply) => {
          const outcome = await finishRemoteSigning(
            ctx,
            docusign,
            await requireStudent(auth, ctx.db, request),
            request.params.id,
          );
          return reply.redirect(`/document?signing=${outcome}`);
        },
      );
    }

    app.get(
      listStudentDocuments.path,
      {
        schema: {
          tags: ['documents'],
          summary: "The institute's document requirements with the student's own status for each",
          response: { 200: ZStudentDocumentsResponse },
        },
      },
      async (request) => listDocuments(ctx, (await requireStudent(auth, ctx.db, request)).profile.id),
    );

    app.patch(
      saveStudentDocuments.path,
      {
        schema: {
          tags: ['documents'],
          summary: 'Save the whole list of non-approved documents; the answer replaces the list',
          body: ZSaveStudentDocumentsRequest,
          response: { 200: ZStudentDocumentsResponse },
        },
      },
      async (request) =>
        saveDocuments(ctx, (await requireStudent(auth, ctx.db, request)).profile.id, request.body),
    );

    app.get(
      '/api/v1/student/documents/:id/template/',
      {
        schema: {
          tags: ['documents'],
          summary: 'The document to read or sign, as a PDF',
          params: ZSignDocumentParams,
        },
      },
      async (request, reply) => {
        const student = await requireStudent(auth, ctx.db, request);
        const { name, pdf } = await documentTemplatePdf(ctx, student, request.params.id);
        return reply
          .type('application/pdf')
          .header('Content-Disposition', `attachment; filename="${name}"`)
          .header('Cache-Control', 'private, no-store')
          .send(pdf);
      },
    );

    app.post(
      signStudentDocument.path,
      {
        schema: {
          tags: ['documents'],
          summary: 'Sign an e-signature document with a typed full name',
          params: ZSignDocumentParams,
          body: ZSignDocumentRequest,
          response: { 200: ZStudentDocument },
        },
      },
      async (request) => {
        const student = await requireStudent(auth, ctx.db, request);
        return signDocument(ctx, student, request.params.id, {
          full_name: request.body.full_name,
          ip: request.ip,
        });
      },
    );
  };
