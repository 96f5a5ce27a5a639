import { operation } from '../common/operation';
import { ZStaffMember } from './staff-member';

/** The signed-in staff member: the console asks it first, to know the role and whether a second factor is set. */
export const getStaffMe = operation({
  method: 'GET',
  path: '/api/v1/staff/me/',
  tag: 'staff',
  summary: 'The signed-in staff member, with their role and second factor',
  response: ZStaffMember,
  errors: [401, 403],
  staff: 'any',
});
