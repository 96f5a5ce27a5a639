import { z } from 'zod';
import { operation } from '../common/operation';
import { ZGradingWork, ZGradingWorkParams } from './grading-work';
import { staffRule } from '../staff/staff-messages';

/** Returning work says why: the student reads the remarks and hands the work in again. */
export const ZReturnStudentWork = z.object({
  remarks: z.string().trim().min(1, staffRule('staff.forms.remarksWork')).max(2000),
});
export type TReturnStudentWork = z.input<typeof ZReturnStudentWork>;

export const returnStudentWork = operation({
  method: 'POST',
  path: '/api/v1/staff/grading/:id/return/',
  tag: 'staff',
  summary: 'Return an assignment or homework for the student to hand in again',
  params: ZGradingWorkParams,
  body: ZReturnStudentWork,
  response: ZGradingWork,
  errors: [401, 403, 404, 409],
  staff: { resource: 'grading', action: 'grade' },
});
