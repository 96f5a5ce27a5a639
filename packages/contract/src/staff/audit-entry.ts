import { z } from 'zod';
import { ACCOUNT_ROLES } from './staff-roles';

/** Who wrote: a staff member with the role they had then, or the operator at the server's command line. */
export const AUDIT_ACTOR_ROLES = [...ACCOUNT_ROLES, 'operator'] as const;

/** One staff write as it was recorded; the log only grows. */
export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.string().nullable(),
  actor_email: z.string(),
  actor_role: z.enum(AUDIT_ACTOR_ROLES),
  /** What was done, as `<record>.<verb>`: `staff_member.invite`, `document.approve`. */
  action: z.string(),
  /** The kind of record and its id. */
  entity: z.string(),
  entity_id: z.string(),
  /** The student the record belongs to, when it is a student's: their account id. */
  student_id: z.string().nullable(),
  /** The record's fields the write changed, before and after; null where it did not exist. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** The client address the write came from; null at the command line. */
  address: z.string().nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
