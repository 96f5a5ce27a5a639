import { operation } from '../common/operation';
import { ZSignDocumentParams } from './student-document';

/** Answers a PDF file. */
export const getDocumentTemplate = operation({
  method: 'GET',
  path: '/api/v1/student/documents/:id/template/',
  tag: 'documents',
  summary: 'The document to read or sign, as a PDF',
  params: ZSignDocumentParams,
  errors: [401, 403, 404],
});
