import { randomUUID } from 'node:crypto';
import type { StaffRole } from '@portal/contract';
import { type SQL, and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, courses, sessions, staffPrograms, users, verifications } from '../../db/schema';
import { containing, orderingOf } from '../../db/list-query';

export type StaffMemberRow = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  programs: number[];
  banned: boolean;
  twoFactorEnabled: boolean;
  joinedAt: Date | null;
  createdAt: Date;
};

const programs = sql<number[]>`coalesce((
  select array_agg(${staffPrograms.courseId} order by ${staffPrograms.courseId})
  from ${staffPrograms} where ${staffPrograms.userId} = ${users.id}
), '{}')`;
// the member joined when they chose a password from their invitation
const joinedAt = sql<Date | null>`(
  select min(${accounts.createdAt}) from ${accounts} where ${accounts.userId} = ${users.id}
)`;

const memberColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: sql<StaffRole>`${users.role}`,
  programs,
  banned: users.banned,
  twoFactorEnabled: users.twoFactorEnabled,
  joinedAt: sql<Date | null>`${joinedAt}`.mapWith((value) => (value ? new Date(value) : null)),
  createdAt: users.createdAt,
};

const isStaff = ne(users.role, 'student');

export async function findStaffMember(db: Db, id: string): Promise<StaffMemberRow | null> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.id, id), isStaff));
  return row ?? null;
}

const ORDER = { name: users.name, email: users.email, role: users.role, created_at: users.createdAt };

export async function listStaffMembers(
  db: Db,
  query: {
    offset: number;
    limit: number;
    search?: string | undefined;
    role?: StaffRole | undefined;
    ordering?: string | undefined;
  },
): Promise<{ count: number; rows: StaffMemberRow[] }> {
  const conditions: SQL[] = [isStaff];
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  const where = and(...conditions);
  const [total, rows] = await Promise.all([
    db.select({ count: count() }).from(users).where(where),
    db
      .select(memberColumns)
      .from(users)
      .where(where)
      .orderBy(orderingOf(query.ordering, ORDER, 'name'), asc(users.id))
      .offset(query.offset)
      .limit(query.limit),
  ]);
  return { count: total[0]!.count, rows };
}

export async function programsOf(db: Db, userId: string): Promise<number[]> {
  const rows = await db
    .select({ courseId: staffPrograms.courseId })
    .from(staffPrograms)
    .where(eq(staffPrograms.userId, userId));
  return rows.map((row) => row.courseId);
}

/**
 * Staff account changes wait for one another, across processes, until the transaction ends: two admins
 * demoting each other at once would otherwise both see the other still an admin.
 */
export async function lockStaffChanges(db: Db): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('staff_members'))`);
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined;
}

export async function insertStaffMember(
  db: Db,
  member: { id: string; email: string; name: string; role: StaffRole; programs: number[] },
): Promise<void> {
  // the invitation's link proves the address, as a verification mail would
  await db.insert(users).values({ ...member, emailVerified: true });
  await setPrograms(db, member.id, member.programs);
}

export async function setPrograms(db: Db, userId: string, courseIds: number[]): Promise<void> {
  await db.delete(staffPrograms).where(eq(staffPrograms.userId, userId));
  if (courseIds.length > 0) {
    await db.insert(staffPrograms).values(courseIds.map((courseId) => ({ userId, courseId })));
  }
}

export async function updateStaffAccount(
  db: Db,
  id: string,
  change: { role?: StaffRole | undefined; banned?: boolean | undefined },
): Promise<void> {
  await db
    .update(users)
    .set({
      ...(change.role && { role: change.role }),
      ...(change.banned !== undefined && {
        banned: change.banned,
        banReason: change.banned ? 'Removed from the staff' : null,
      }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
}

export async function endSessions(db: Db, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Active admins but the one named: an admin may not leave the school without one. */
export async function otherActiveAdmins(db: Db, id: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.banned, false), ne(users.id, id)));
  return row!.count;
}

/** A link's token as Better Auth's password reset reads it: the member chooses their first password with it. */
export async function insertPasswordToken(
  db: Db,
  token: { value: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(verifications).values({
    id: randomUUID(),
    identifier: `reset-password:${token.value}`,
    value: token.userId,
    expiresAt: token.expiresAt,
  });
}

/** Whether every id names a program. */
export async function programsExist(db: Db, ids: number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return true;
  const [row] = await db.select({ count: count() }).from(courses).where(inArray(courses.id, unique));
  return row!.count === unique.length;
}
