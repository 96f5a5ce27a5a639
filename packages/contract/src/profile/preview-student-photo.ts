import { operation } from '../common/operation';
import { ZStudentRecordParams } from './student-record';

export const previewStudentPhoto = operation({
  method: 'GET',
  path: '/api/v1/staff/students/:id/photo/',
  tag: 'staff',
  summary: "A student's profile photo, shown to the staff who verify it",
  params: ZStudentRecordParams,
  errors: [401, 403, 404],
  staff: { resource: 'students', action: 'verify' },
});
