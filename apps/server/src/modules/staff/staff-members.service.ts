import { randomBytes, randomUUID } from 'node:crypto';
import {
  STAFF_INVITATION_DAYS,
  type TInviteStaffMember,
  type TListStaffMembersResponse,
  type TStaffMember,
  type TUpdateStaffMember,
  type StaffRole,
  staffCoded,
} from '@portal/contract';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { type AuditActor, recordAudit } from './audit-log';
import { queueStaffInvitation } from './staff-invitation-jobs';
import * as members from './staff-members.repository';
import type { StaffSession } from './staff-session';

const present = (row: members.StaffMemberRow): TStaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  programs: row.programs,
  active: !row.banned,
  two_factor_enabled: row.twoFactorEnabled,
  joined_at: row.joinedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** What the audit log keeps of a member: what an admin can change. */
const audited = (row: members.StaffMemberRow) => ({
  role: row.role,
  programs: row.programs,
  active: !row.banned,
});

export const staffMe = (ctx: AppContext, staff: StaffSession) => getStaffMember(ctx, staff.user.id);

export async function getStaffMember(ctx: AppContext, id: string): Promise<TStaffMember> {
  const row = await members.findStaffMember(ctx.db, id);
  if (!row) throw new NotFound();
  return present(row);
}

export async function listStaffMembers(
  ctx: AppContext,
  query: Parameters<typeof members.listStaffMembers>[1],
): Promise<Pick<TListStaffMembersResponse, 'count' | 'results'>> {
  const { count, rows } = await members.listStaffMembers(ctx.db, query);
  return { count, results: rows.map(present) };
}

async function checkPrograms(db: Db, role: StaffRole, programs: number[]) {
  if (programs.length > 0 && role !== 'instructor') {
    throw new Invalid({ programs: [staffCoded('staff.members.instructorPrograms')] });
  }
  if (!(await members.programsExist(db, programs))) {
    throw new Invalid({ programs: [staffCoded('staff.members.unknownProgram')] });
  }
}

/**
 * Makes a staff account with its role, and mails the member a link to choose their password, good for
 * a week; the account cannot sign in before, and reaches nothing but its own page before a second factor.
 */
export async function inviteStaffMember(
  ctx: AppContext,
  actor: AuditActor,
  input: Required<TInviteStaffMember>,
): Promise<TStaffMember> {
  await checkPrograms(ctx.db, input.role, input.programs);
  const id = randomUUID();
  const taken = () => new Conflict(staffCoded('staff.members.emailTaken'));
  await ctx.db
    .transaction(async (tx) => {
      await members.lockStaffChanges(tx);
      if (await members.emailTaken(tx, input.email)) throw taken();
      await members.insertStaffMember(tx, { id, ...input });
      const token = randomBytes(24).toString('base64url');
      // Better Auth checks the token against the wall clock, so its expiry is on that clock too
      const expiresAt = new Date(Date.now() + STAFF_INVITATION_DAYS * 86_400_000);
      await members.insertPasswordToken(tx, { value: token, userId: id, expiresAt });
      await recordAudit(tx, actor, {
        action: 'staff_member.invite',
        entity: 'staff_member',
        entityId: id,
        after: {
          email: input.email,
          name: input.name,
          role: input.role,
          programs: input.programs,
          active: true,
        },
      });
      await queueStaffInvitation(ctx, tx, {
        recipient: { email: input.email, name: input.name },
        role: input.role,
        url: `${ctx.config.publicUrl}/staff/set-password?token=${token}`,
      });
    })
    .catch((error: unknown) => {
      // a student who signed up with the address in the meantime holds it
      throw isUniqueViolation(error, 'users_email_unique') ? taken() : error;
    });
  return present((await members.findStaffMember(ctx.db, id))!);
}

/**
 * Changes a member's role or programs, or removes them (their sessions end at once). The school keeps
 * an active admin: the last one can be neither demoted nor removed, and no admin demotes themself.
 */
export async function updateStaffMember(
  ctx: AppContext,
  actor: AuditActor,
  id: string,
  change: TUpdateStaffMember,
): Promise<TStaffMember> {
  await ctx.db.transaction(async (tx) => {
    await members.lockStaffChanges(tx);
    const before = await members.findStaffMember(tx, id);
    if (!before) throw new NotFound();
    const role = change.role ?? before.role;
    const active = change.active ?? !before.banned;
    const programs = role === 'instructor' ? (change.programs ?? before.programs) : [];
    await checkPrograms(tx, role, change.programs ?? []);
    const leavesAdmin = before.role === 'admin' && (role !== 'admin' || !active);
    if (leavesAdmin && id === actor.id) {
      throw new Conflict(staffCoded('staff.members.ownAdmin'));
    }
    if (leavesAdmin && !before.banned && (await members.otherActiveAdmins(tx, id)) === 0) {
      throw new Conflict(staffCoded('staff.members.lastAdmin'));
    }
    await members.updateStaffAccount(tx, id, { role, banned: !active });
    await members.setPrograms(tx, id, programs);
    if (!active || role !== before.role) await members.endSessions(tx, id);
    await recordAudit(tx, actor, {
      action: active ? 'staff_member.update' : 'staff_member.remove',
      entity: 'staff_member',
      entityId: id,
      before: audited(before),
      after: { role, programs, active },
    });
  });
  return present((await members.findStaffMember(ctx.db, id))!);
}
