import { z } from 'zod';
import { operation } from '../common/operation';
import { ZEnrolmentNote, ZStaffEnrolment } from './staff-enrolment';

/** The school opens a program to a student, subscribing them if they are not yet (a bursary, a transfer). */
export const ZEnrolStudent = z.object({
  student: z.number().int().positive(),
  program: z.number().int().positive(),
  note: ZEnrolmentNote.default(''),
});
export type TEnrolStudent = z.infer<typeof ZEnrolStudent>;

export const enrolStudent = operation({
  method: 'POST',
  path: '/api/v1/staff/enrolments/',
  tag: 'staff',
  summary: 'Open a program to a student, subscribing them if needed; the student is notified',
  body: ZEnrolStudent,
  response: ZStaffEnrolment,
  errors: [401, 403, 404],
  staff: { resource: 'enrolments', action: 'update' },
});
