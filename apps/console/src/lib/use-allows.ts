import { type StaffPermission, isStaffRole, roleAllows } from '@portal/contract';
import { usePermissions } from 'react-admin';

/** Whether the signed-in member's role allows a permission, as the server will answer. */
export function useAllows(): (need: StaffPermission) => boolean {
  const { permissions } = usePermissions<string | null>();
  return (need) => isStaffRole(permissions) && roleAllows(permissions, need);
}
