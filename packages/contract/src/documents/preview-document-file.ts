import { operation } from '../common/operation';
import { ZDocumentReviewParams } from './document-review';

export const previewDocumentFile = operation({
  method: 'GET',
  path: '/api/v1/staff/documents/:id/file/',
  tag: 'staff',
  summary: "The file of a student's document, shown in the browser",
  params: ZDocumentReviewParams,
  errors: [401, 403, 404],
  staff: { resource: 'documents', action: 'read' },
});
