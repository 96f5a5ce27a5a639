import { z } from 'zod';
import { operation } from '../common/operation';
import { STAFF_ROLES } from './staff-roles';
import { ZStaffMember } from './staff-member';
import { staffRule } from './staff-messages';

export const ZInviteStaffMember = z.object({
  email: z.email(staffRule('staff.forms.email')).trim().toLowerCase(),
  name: z.string().trim().min(1, staffRule('staff.forms.name')).max(200),
  role: z.enum(STAFF_ROLES, { error: staffRule('staff.forms.role') }),
  programs: z.array(z.number().int().positive()).default([]),
});
export type TInviteStaffMember = z.input<typeof ZInviteStaffMember>;

/** Makes a staff account and mails its invitation: a link to set a password, then a second factor. */
export const inviteStaffMember = operation({
  method: 'POST',
  path: '/api/v1/staff/members/',
  tag: 'staff',
  summary: 'Invite a staff member with a role',
  body: ZInviteStaffMember,
  response: ZStaffMember,
  status: 201,
  errors: [401, 403, 409],
  staff: { resource: 'staff', action: 'invite' },
});
