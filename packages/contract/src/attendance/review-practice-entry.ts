import { z } from 'zod';
import { operation } from '../common/operation';
import { staffRule } from '../staff/staff-messages';
import { ZPracticeEntryReview, ZPracticeEntryReviewParams } from './practice-entry-review';

/** Approve (it counts toward the quota), or refuse saying why: the student reads the remarks. */
export const ZReviewPracticeEntry = z
  .object({
    decision: z.enum(['approved', 'refused']),
    remarks: z.string().trim().max(2000).default(''),
  })
  .refine((review) => review.decision === 'approved' || review.remarks.length > 0, {
    path: ['remarks'],
    message: staffRule('staff.work.refusalReason'),
  });
export type TReviewPracticeEntry = z.input<typeof ZReviewPracticeEntry>;

export const reviewStudentPracticeEntry = operation({
  method: 'POST',
  path: '/api/v1/staff/practice-entries/:id/review/',
  tag: 'staff',
  summary: 'Approve or refuse a practice entry waiting for review; the student is told',
  params: ZPracticeEntryReviewParams,
  body: ZReviewPracticeEntry,
  response: ZPracticeEntryReview,
  errors: [401, 403, 404, 409],
  staff: { resource: 'attendance', action: 'review' },
});
