import { operation } from '../common/operation';
import { ZStudentRecord, ZStudentRecordParams } from './student-record';

export const getStudentRecord = operation({
  method: 'GET',
  path: '/api/v1/staff/students/:id/',
  tag: 'staff',
  summary: 'One student, with their programs',
  params: ZStudentRecordParams,
  response: ZStudentRecord,
  errors: [401, 403, 404],
  staff: { resource: 'students', action: 'read' },
});
