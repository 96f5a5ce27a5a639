import { z } from 'zod';
import { listOf } from '../common/list';
import { operation } from '../common/operation';
import { ZStaffListQuery } from '../staff/staff-list-query';
import { ZDocumentReview } from './document-review';
import { ZDocumentStatus } from './student-document';

export const ZListDocumentReviewsQuery = ZStaffListQuery(['updated_at', 'student', 'requirement']).extend({
  /** Without it, the documents awaiting review: the queue. */
  status: ZDocumentStatus.optional(),
  /** One student's documents, whatever their status unless `status` says. */
  student: z.coerce.number().int().positive().optional(),
});
export type TListDocumentReviewsQuery = z.infer<typeof ZListDocumentReviewsQuery>;

export const ZListDocumentReviewsResponse = listOf(ZDocumentReview);
export type TListDocumentReviewsResponse = z.infer<typeof ZListDocumentReviewsResponse>;

export const listDocumentReviews = operation({
  method: 'GET',
  path: '/api/v1/staff/documents/',
  tag: 'staff',
  summary: "Students' documents, the oldest awaiting review first; searchable by student or document",
  query: ZListDocumentReviewsQuery,
  response: ZListDocumentReviewsResponse,
  errors: [401, 403],
  staff: { resource: 'documents', action: 'read' },
});
