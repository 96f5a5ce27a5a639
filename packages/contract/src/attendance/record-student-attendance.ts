import { z } from 'zod';
import { operation } from '../common/operation';
import { staffRule } from '../staff/staff-messages';
import { MAX_ATTENDANCES_AT_ONCE, ZQuotaAttendance, ZStudentAttendanceParams } from './quota-attendance';

const countRange = staffRule('staff.forms.attendanceCount', { max: MAX_ATTENDANCES_AT_ONCE });

/** Attendances (or entries) added to a quota item of one of the student's programs. */
export const ZRecordStudentAttendance = z.object({
  content: z.number().int().positive(),
  count: z.number(countRange).int(countRange).min(1, countRange).max(MAX_ATTENDANCES_AT_ONCE, countRange),
});
export type TRecordStudentAttendance = z.input<typeof ZRecordStudentAttendance>;

export const recordStudentAttendance = operation({
  method: 'POST',
  path: '/api/v1/staff/students/:id/attendance/',
  tag: 'staff',
  summary:
    'Record attendances toward an in-class quota or a quota of one of the student’s programs; the student is told',
  params: ZStudentAttendanceParams,
  body: ZRecordStudentAttendance,
  response: ZQuotaAttendance,
  errors: [401, 403, 404],
  staff: { resource: 'attendance', action: 'record' },
});
