import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { fieldVerifications, studentProfiles } from '../../db/schema';
import { forgetProfile } from '../auth/session-cache';

export type VerificationRow = typeof fieldVerifications.$inferSelect;

export async function updateProfileRow(
  db: Executor,
  id: number,
  values: Partial<typeof studentProfiles.$inferInsert>,
) {
  const [row] = await db
    .update(studentProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(studentProfiles.id, id))
    .returning();
  forgetProfile(id);
  return row!;
}

export async function listVerifications(db: Executor, studentId: number): Promise<VerificationRow[]> {
  return db.select().from(fieldVerifications).where(eq(fieldVerifications.studentId, studentId));
}

export async function upsertVerification(
  db: Executor,
  row: { studentId: number; fieldName: string; weightage: number; status?: string; remarks?: string },
) {
  await db
    .insert(fieldVerifications)
    .values(row)
    .onConflictDoUpdate({
      target: [fieldVerifications.studentId, fieldVerifications.fieldName],
      set: {
        ...(row.status ? { status: row.status } : {}),
        ...(row.remarks !== undefined ? { remarks: row.remarks } : {}),
        updatedAt: new Date(),
      },
    });
}

export async function setVerification(
  db: Executor,
  studentId: number,
  fieldName: string,
  values: { status: string; remarks: string },
) {
  await db
    .update(fieldVerifications)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(fieldVerifications.studentId, studentId), eq(fieldVerifications.fieldName, fieldName)));
}

/** A student's profile, locked until the transaction ends: decisions on it are taken one at a time. */
export async function lockProfile(db: Executor, id: number) {
  const [row] = await db.select().from(studentProfiles).where(eq(studentProfiles.id, id)).for('update');
  return row ?? null;
}
