import { operation } from '../common/operation';
import { ZDocumentReview, ZDocumentReviewParams } from './document-review';

export const getDocumentReview = operation({
  method: 'GET',
  path: '/api/v1/staff/documents/:id/',
  tag: 'staff',
  summary: "One student's document, for review",
  params: ZDocumentReviewParams,
  response: ZDocumentReview,
  errors: [401, 403, 404],
  staff: { resource: 'documents', action: 'read' },
});
