import { z } from 'zod';
import { listOf } from '../common/list';
import { operation } from '../common/operation';
import { ZStaffListQuery } from './staff-list-query';
import { STAFF_ROLES } from './staff-roles';
import { ZStaffMember } from './staff-member';

export const ZListStaffMembersQuery = ZStaffListQuery(['name', 'email', 'role', 'created_at']).extend({
  role: z.enum(STAFF_ROLES).optional(),
});

export const ZListStaffMembersResponse = listOf(ZStaffMember);
export type TListStaffMembersResponse = z.infer<typeof ZListStaffMembersResponse>;

export const listStaffMembers = operation({
  method: 'GET',
  path: '/api/v1/staff/members/',
  tag: 'staff',
  summary: "The school's staff, searchable by name or email",
  query: ZListStaffMembersQuery,
  response: ZListStaffMembersResponse,
  errors: [401, 403],
  staff: { resource: 'staff', action: 'read' },
});
