import { z } from 'zod';
import { operation } from '../common/operation';
import { ZQuotaAttendance, ZStudentAttendanceParams } from './quota-attendance';

export const ZListStudentAttendanceResponse = z.object({ results: z.array(ZQuotaAttendance) });
export type TListStudentAttendanceResponse = z.infer<typeof ZListStudentAttendanceResponse>;

export const listStudentAttendance = operation({
  method: 'GET',
  path: '/api/v1/staff/students/:id/attendance/',
  tag: 'staff',
  summary:
    "The quota items of a student's programs, in program order, with what is recorded toward each; an instructor sees their programs",
  params: ZStudentAttendanceParams,
  response: ZListStudentAttendanceResponse,
  errors: [401, 403, 404],
  staff: { resource: 'attendance', action: 'read' },
});
