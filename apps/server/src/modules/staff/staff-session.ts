import { type StaffPermission, type StaffRole, isStaffRole } from '@portal/contract';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, Forbidden, Unauthorized } from '../../lib/errors';
import type { Auth } from '../auth/auth';
import { roleAuthorizes } from '../auth/staff-access';
import { programsOf } from './staff-members.repository';

/** A signed-in staff member, as their staff calls and the audit log know them. */
export type StaffSession = {
  user: { id: string; email: string; name: string; role: StaffRole; twoFactorEnabled: boolean };
  /** The programs an instructor teaches. */
  programs: number[];
  /** The client's address, for the audit log. */
  address: string;
};

/** The programs whose records a member reaches: an instructor's own; undefined for every program. */
export const reachOf = (staff: StaffSession): number[] | undefined =>
  staff.user.role === 'instructor' ? staff.programs : undefined;

/**
 * The request's staff member when their role allows `need`, else 401 or 403. A student's session never
 * passes, and no staff call but the member's own account answers before a second factor is set up.
 */
export async function requireStaff(
  auth: Auth,
  db: Db,
  request: FastifyRequest,
  need: StaffPermission | 'any',
): Promise<StaffSession> {
  const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!found) throw new Unauthorized();
  const { id, email, name, role, banned, twoFactorEnabled } = found.user as typeof found.user & {
    role?: string | null;
    banned?: boolean | null;
    twoFactorEnabled?: boolean | null;
  };
  if (banned) throw new Unauthorized();
  if (!isStaffRole(role)) throw new Forbidden();
  if (need !== 'any') {
    if (!twoFactorEnabled) {
      throw new AppError(
        403,
        'Staff accounts must use a second factor: set up your authenticator app first.',
        {},
        'two_factor_required',
      );
    }
    if (!roleAuthorizes(role, need)) throw new Forbidden();
  }
  return {
    user: { id, email, name, role, twoFactorEnabled: twoFactorEnabled ?? false },
    programs: role === 'instructor' ? await programsOf(db, id) : [],
    address: request.ip,
  };
}
