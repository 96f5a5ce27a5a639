import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { certificates } from '../../db/schema';

export type CertificateRow = typeof certificates.$inferSelect;

export async function findCertificate(db: Executor, id: number): Promise<CertificateRow | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.id, id));
  return row ?? null;
}

export async function findCertificateOf(
  db: Executor,
  subscriptionId: number,
): Promise<CertificateRow | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.subscriptionId, subscriptionId));
  return row ?? null;
}

export async function findCertificateByCode(db: Executor, code: string): Promise<CertificateRow | null> {
  const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
  return row ?? null;
}

/** Issues the subscription's certificate; null when it already has one (or, rarely, the code was taken). */
export async function insertCertificate(db: Executor, values: typeof certificates.$inferInsert) {
  const [row] = await db.insert(certificates).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Revokes a certificate still valid; null when it was already revoked. */
export async function revokeCertificate(db: Executor, id: number, revoke: { at: Date; reason: string }) {
  const [row] = await db
    .update(certificates)
    .set({ revokedAt: revoke.at, revokedReason: revoke.reason })
    .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
    .returning();
  return row ?? null;
}
