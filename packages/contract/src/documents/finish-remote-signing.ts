import { operation } from '../common/operation';
import { ZSignDocumentParams } from './student-document';

/** Where DocuSign sends the student back after signing: it redirects to the documents page. */
export const finishRemoteSigning = operation({
  method: 'GET',
  path: '/api/v1/student/documents/:id/signing-complete/',
  tag: 'documents',
  summary: 'The return from signing at DocuSign',
  params: ZSignDocumentParams,
  hidden: true,
  errors: [401, 404],
});
