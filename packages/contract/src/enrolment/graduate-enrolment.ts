import { z } from 'zod';
import { operation } from '../common/operation';
import { ZStaffEnrolment, ZStaffEnrolmentParams } from './staff-enrolment';

/** The program is done; the room stays open to look at until the given day, or closes. */
export const ZGraduateEnrolment = z.object({ post_graduation_access_until: z.iso.date().nullable() });
export type TGraduateEnrolment = z.infer<typeof ZGraduateEnrolment>;

export const graduateEnrolment = operation({
  method: 'POST',
  path: '/api/v1/staff/enrolments/:id/graduate/',
  tag: 'staff',
  summary: 'Graduate a student from a program, or change how long they may look at it after',
  params: ZStaffEnrolmentParams,
  body: ZGraduateEnrolment,
  response: ZStaffEnrolment,
  errors: [401, 403, 404, 409],
  staff: { resource: 'enrolments', action: 'graduate' },
});
