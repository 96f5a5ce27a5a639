import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { globalDocuments, institutes } from '../../db/schema';

export async function findInstitute(db: Executor) {
  const [row] = await db.select().from(institutes).orderBy(asc(institutes.id)).limit(1);
  return row ?? null;
}

export async function listGlobalDocuments(db: Executor) {
  return db.select().from(globalDocuments).orderBy(asc(globalDocuments.position), asc(globalDocuments.id));
}

/** The institute's row, locked until the transaction ends. */
export async function lockInstitute(tx: Executor) {
  const [row] = await tx.select().from(institutes).orderBy(asc(institutes.id)).limit(1).for('update');
  return row ?? null;
}
