import { z } from 'zod';
import { operation } from '../common/operation';
import { ZSignDocumentParams } from './student-document';

export const ZSigningSessionResponse = z.object({ url: z.string() });

/** DocuSign: where to send the student to sign; they come back to the documents page. */
export const startSigningSession = operation({
  method: 'POST',
  path: '/api/v1/student/documents/:id/signing-session/',
  tag: 'documents',
  summary: "Start signing on DocuSign's page; the answer is where to send the student",
  params: ZSignDocumentParams,
  response: ZSigningSessionResponse,
  errors: [401, 403, 404],
});
