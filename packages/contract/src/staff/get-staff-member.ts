import { operation } from '../common/operation';
import { ZStaffMember, ZStaffMemberParams } from './staff-member';

export const getStaffMember = operation({
  method: 'GET',
  path: '/api/v1/staff/members/:id/',
  tag: 'staff',
  summary: 'One staff member',
  params: ZStaffMemberParams,
  response: ZStaffMember,
  errors: [401, 403, 404],
  staff: { resource: 'staff', action: 'read' },
});
