import { z } from 'zod';
import { operation } from '../common/operation';
import { ZDocumentReview, ZDocumentReviewParams } from './document-review';
import { staffRule } from '../staff/staff-messages';

/** Approve, or reject saying why: the student reads the remarks and uploads again. */
export const ZReviewDocument = z
  .object({
    decision: z.enum(['approved', 'rejected']),
    remarks: z.string().trim().max(1000).default(''),
  })
  .refine((review) => review.decision === 'approved' || review.remarks.length > 0, {
    path: ['remarks'],
    message: staffRule('staff.forms.remarksDocument'),
  });
export type TReviewDocument = z.input<typeof ZReviewDocument>;

export const reviewStudentDocument = operation({
  method: 'POST',
  path: '/api/v1/staff/documents/:id/review/',
  tag: 'staff',
  summary: "Approve or reject a student's document awaiting review",
  params: ZDocumentReviewParams,
  body: ZReviewDocument,
  response: ZDocumentReview,
  errors: [401, 403, 404, 409],
  staff: { resource: 'documents', action: 'review' },
});
