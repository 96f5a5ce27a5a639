import { z } from 'zod';
import { operation } from '../common/operation';
import { STAFF_ROLES } from './staff-roles';
import { ZStaffMember, ZStaffMemberParams } from './staff-member';

export const ZUpdateStaffMember = z
  .object({
    role: z.enum(STAFF_ROLES),
    programs: z.array(z.number().int().positive()),
    /** False removes the member: their sessions end and they can no longer sign in. */
    active: z.boolean(),
  })
  .partial();
export type TUpdateStaffMember = z.input<typeof ZUpdateStaffMember>;

export const updateStaffMember = operation({
  method: 'PATCH',
  path: '/api/v1/staff/members/:id/',
  tag: 'staff',
  summary: "Change a staff member's role or programs, or remove them",
  params: ZStaffMemberParams,
  body: ZUpdateStaffMember,
  response: ZStaffMember,
  errors: [401, 403, 404, 409],
  staff: { resource: 'staff', action: 'update' },
});
