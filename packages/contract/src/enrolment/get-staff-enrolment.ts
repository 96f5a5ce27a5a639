import { operation } from '../common/operation';
import { ZStaffEnrolment, ZStaffEnrolmentParams } from './staff-enrolment';

export const getStaffEnrolment = operation({
  method: 'GET',
  path: '/api/v1/staff/enrolments/:id/',
  tag: 'staff',
  summary: "One student's subscription to a program",
  params: ZStaffEnrolmentParams,
  response: ZStaffEnrolment,
  errors: [401, 403, 404],
  staff: { resource: 'enrolments', action: 'read' },
});
