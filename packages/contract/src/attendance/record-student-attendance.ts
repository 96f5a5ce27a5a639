import { z } from 'zod';
import { operation } from '../common/operation';
import { MAX_ATTENDANCES_AT_ONCE, ZQuotaAttendance, ZStudentAttendanceParams } from './quota-attendance';

export const ATTENDANCE_MESSAGES = {
  countRange: `A whole number from 1 to ${MAX_ATTENDANCES_AT_ONCE}.`,
} as const;

/** Attendances (or entries) added to a quota item of one of the student's programs. */
export const ZRecordStudentAttendance = z.object({
  content: z.number().int().positive(),
  count: z
    .number(ATTENDANCE_MESSAGES.countRange)
    .int(ATTENDANCE_MESSAGES.countRange)
    .min(1, ATTENDANCE_MESSAGES.countRange)
    .max(MAX_ATTENDANCES_AT_ONCE, ATTENDANCE_MESSAGES.countRange),
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
