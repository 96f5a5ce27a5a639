import { operation } from '../common/operation';
import { ZSignDocumentRequest } from './sign-document';
import { ZSignDocumentParams, ZStudentDocument } from './student-document';

export const signStudentDocument = operation({
  method: 'POST',
  path: '/api/v1/student/documents/:id/sign/',
  tag: 'documents',
  summary: 'Sign an e-signature document with a typed full name',
  params: ZSignDocumentParams,
  body: ZSignDocumentRequest,
  response: ZStudentDocument,
  errors: [401, 403, 404],
});
