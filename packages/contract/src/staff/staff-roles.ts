/**
 * What a school's staff may do, resource by resource: the console shows what a role allows, and the
 * server's access control (Better Auth's) refuses the rest. `admin` may do everything.
 */
export const STAFF_STATEMENTS = {
  staff: ['read', 'invite', 'update'],
  settings: ['read', 'update'],
  audit: ['read'],
  students: ['read', 'update', 'verify'],
  documents: ['read', 'review'],
  enrolments: ['read', 'update', 'graduate'],
  payments: ['read', 'record', 'refund', 'update'],
  grading: ['read', 'grade'],
  attendance: ['read', 'record', 'review'],
  content: ['read', 'update', 'import', 'export'],
  live: ['read', 'update'],
  forum: ['read', 'moderate'],
  support: ['read', 'answer'],
  notifications: ['send'],
  certificates: ['read', 'revoke'],
  reports: ['export'],
} as const;

export type StaffResource = keyof typeof STAFF_STATEMENTS;
export type StaffPermissions = { [R in StaffResource]?: readonly (typeof STAFF_STATEMENTS)[R][number][] };
/** One thing a staff call needs: a resource and one of its actions. */
export type StaffPermission = {
  [R in StaffResource]: { resource: R; action: (typeof STAFF_STATEMENTS)[R][number] };
}[StaffResource];

export const STAFF_ROLES = ['admin', 'registrar', 'finance', 'instructor', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
/** An account's role: a student's, or one of the staff's. */
export const ACCOUNT_ROLES = ['student', ...STAFF_ROLES] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const isStaffRole = (role: string | null | undefined): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role ?? '');

export const STAFF_ROLE_PERMISSIONS: Record<StaffRole, StaffPermissions> = {
  admin: STAFF_STATEMENTS,
  registrar: {
    students: ['read', 'update', 'verify'],
    documents: ['read', 'review'],
    enrolments: ['read', 'update', 'graduate'],
    payments: ['read'],
    grading: ['read'],
    attendance: ['read'],
    certificates: ['read', 'revoke'],
    support: ['read'],
    reports: ['export'],
  },
  finance: {
    students: ['read'],
    enrolments: ['read'],
    payments: ['read', 'record', 'refund', 'update'],
    // a program's prices and payment plans are read and set where the program is
    content: ['read'],
    reports: ['export'],
  },
  // an instructor's reach is further kept to the programs they are assigned
  instructor: {
    students: ['read'],
    enrolments: ['read'],
    grading: ['read', 'grade'],
    attendance: ['read', 'record', 'review'],
    // the whole folder's import also sets the institute: an admin's
    content: ['read', 'update'],
    live: ['read', 'update'],
    forum: ['read', 'moderate'],
  },
  support: {
    students: ['read'],
    support: ['read', 'answer'],
    notifications: ['send'],
    forum: ['read'],
  },
};

/** Whether a role allows a permission: the same answer the server's access control gives. */
export function roleAllows(role: StaffRole, { resource, action }: StaffPermission): boolean {
  const actions = STAFF_ROLE_PERMISSIONS[role][resource] as readonly string[] | undefined;
  return actions?.includes(action) ?? false;
}

/** How long a staff invitation's link to choose a password works. */
export const STAFF_INVITATION_DAYS = 7;
