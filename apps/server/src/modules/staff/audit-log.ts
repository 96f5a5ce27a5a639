import type { TAuditEntry } from '@portal/contract';
import type { Db } from '../../db/client';
import { auditEntries } from '../../db/schema';
import type { StaffSession } from './staff-session';

/** Who wrote: a staff member, or the operator at the server's command line. */
export type AuditActor = {
  id: string | null;
  email: string;
  role: TAuditEntry['actor_role'];
  address: string | null;
};

export const actorOf = (staff: StaffSession): AuditActor => ({
  id: staff.user.id,
  email: staff.user.email,
  role: staff.user.role,
  address: staff.address,
});

/** The operator, as the log names a command typed on the server. */
export const OPERATOR: AuditActor = { id: null, email: 'operator', role: 'operator', address: null };

type Fields = Record<string, unknown>;

/** A record's nested settings as one level (`features.power_tutor`), so that the log names each that changed. */
export function flatFields(record: Fields, prefix = ''): Fields {
  return Object.fromEntries(
    Object.entries(record).flatMap(([key, value]) =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(flatFields(value as Fields, `${prefix}${key}.`))
        : [[`${prefix}${key}`, value]],
    ),
  );
}

/** Only the fields that changed, on both sides: the log says what a write did, not the whole record. */
function changed(
  before: Fields | null,
  after: Fields | null,
): { before: Fields | null; after: Fields | null } {
  if (!before || !after) return { before, after };
  const keys = Object.keys({ ...before, ...after }).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** Records a staff write; called inside the write's transaction, so the two stand or fall together. */
export async function recordAudit(
  tx: Db,
  actor: AuditActor,
  write: {
    action: string;
    entity: string;
    entityId: string | number;
    studentId?: string | null;
    before?: Fields | null;
    after?: Fields | null;
  },
): Promise<void> {
  const { before, after } = changed(write.before ?? null, write.after ?? null);
  await tx.insert(auditEntries).values({
    actorId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.role,
    action: write.action,
    entity: write.entity,
    entityId: String(write.entityId),
    studentId: write.studentId ?? null,
    before,
    after,
    address: actor.address,
  });
}
