import {
  STAFF_ROLE_PERMISSIONS,
  STAFF_ROLES,
  STAFF_STATEMENTS,
  type StaffPermission,
  type StaffRole,
} from '@portal/contract';
import { createAccessControl } from 'better-auth/plugins/access';

/** The contract's statements as Better Auth's access control, with a role for each staff role. */
export const staffAccess = createAccessControl(STAFF_STATEMENTS);

const roles = Object.fromEntries(
  STAFF_ROLES.map((role) => [role, staffAccess.newRole(STAFF_ROLE_PERMISSIONS[role])]),
) as Record<StaffRole, ReturnType<typeof staffAccess.newRole>>;

/** Every account role for Better Auth's admin plugin: a student's allows nothing of the staff's. */
export const ACCOUNT_ACCESS = { ...roles, student: staffAccess.newRole({}) };

export function roleAuthorizes(role: StaffRole, { resource, action }: StaffPermission): boolean {
  return roles[role].authorize({ [resource]: [action] }).success;
}
