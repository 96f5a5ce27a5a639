import { z } from 'zod';
import { operation } from '../common/operation';
import { ZGradingWork, ZGradingWorkParams } from './grading-work';

/** Marks out of the item's (or question's) maximum, with remarks the student reads (kept when left out). */
export const ZGradeStudentWork = z.object({
  marks: z.number().min(0),
  remarks: z.string().trim().max(2000).optional(),
});
export type TGradeStudentWork = z.input<typeof ZGradeStudentWork>;

export const gradeStudentWork = operation({
  method: 'POST',
  path: '/api/v1/staff/grading/:id/grade/',
  tag: 'staff',
  summary: 'Grade a piece of work (again, to correct it); the student is told and their GPA follows',
  params: ZGradingWorkParams,
  body: ZGradeStudentWork,
  response: ZGradingWork,
  errors: [401, 403, 404, 409],
  staff: { resource: 'grading', action: 'grade' },
});
