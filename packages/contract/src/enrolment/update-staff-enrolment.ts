import { z } from 'zod';
import { operation } from '../common/operation';
import { ZEnrolmentNote, ZStaffEnrolment, ZStaffEnrolmentParams } from './staff-enrolment';
import { staffRule } from '../staff/staff-messages';

/** The room opened or closed to the student, and the school's note they read. */
export const ZUpdateStaffEnrolment = z
  .object({ course_access: z.boolean().optional(), note: ZEnrolmentNote.optional() })
  .refine((patch) => patch.course_access !== undefined || patch.note !== undefined, {
    message: staffRule('staff.forms.enrolmentChange'),
  });
export type TUpdateStaffEnrolment = z.infer<typeof ZUpdateStaffEnrolment>;

export const updateStaffEnrolment = operation({
  method: 'PATCH',
  path: '/api/v1/staff/enrolments/:id/',
  tag: 'staff',
  summary: "Open or close a student's access to a program, or change the note they read",
  params: ZStaffEnrolmentParams,
  body: ZUpdateStaffEnrolment,
  response: ZStaffEnrolment,
  errors: [401, 403, 404, 409],
  staff: { resource: 'enrolments', action: 'update' },
});
