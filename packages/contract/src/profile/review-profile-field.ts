import { z } from 'zod';
import { operation } from '../common/operation';
import { ZVerifiedField } from './field-verification';
import { ZStudentRecord, ZStudentRecordParams } from './student-record';
import { staffRule } from '../staff/staff-messages';

/** Verify, or reject saying why: the student reads the remarks beside the field and corrects it. */
export const ZReviewProfileField = z
  .object({
    decision: z.enum(['verified', 'rejected']),
    remarks: z.string().trim().max(1000).default(''),
  })
  .refine((review) => review.decision === 'verified' || review.remarks.length > 0, {
    path: ['remarks'],
    message: staffRule('staff.forms.remarksField'),
  });
export type TReviewProfileField = z.input<typeof ZReviewProfileField>;

export const ZProfileFieldParams = ZStudentRecordParams.extend({ field: ZVerifiedField });

export const reviewProfileField = operation({
  method: 'POST',
  path: '/api/v1/staff/students/:id/fields/:field/review/',
  tag: 'staff',
  summary: "Verify or reject one field of a student's profile; a verified field locks for the student",
  params: ZProfileFieldParams,
  body: ZReviewProfileField,
  response: ZStudentRecord,
  errors: [401, 403, 404],
  staff: { resource: 'students', action: 'verify' },
});
