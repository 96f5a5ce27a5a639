import { z } from 'zod';
import { STAFF_ROLES } from './staff-roles';

export const ZStaffMember = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  /** The programs an instructor teaches; empty for the other roles. */
  programs: z.array(z.number().int()),
  /** False once an admin has removed the member: they can no longer sign in. */
  active: z.boolean(),
  two_factor_enabled: z.boolean(),
  /** Null until the member has set a password from their invitation. */
  joined_at: z.string().nullable(),
  created_at: z.string(),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

export const ZStaffMemberParams = z.object({ id: z.string().min(1) });
