import { and, asc, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { practiceEntries, subscriptions, uploadedFiles } from '../../db/schema';

export type PracticeEntryRow = typeof practiceEntries.$inferSelect;
export type PracticeEntryWithFile = {
  entry: PracticeEntryRow;
  file: { id: number; name: string; size: number } | null;
};

const withFile = {
  entry: getTableColumns(practiceEntries),
  file: { id: uploadedFiles.id, name: uploadedFiles.name, size: uploadedFiles.size },
};

/** What a student writes in an entry. */
export type EntryValues = {
  practisedOn: string;
  durationMinutes: number;
  note: string;
  fileId: number | null;
};

export async function listEntries(
  db: Executor,
  subscriptionId: number,
  contentId: number,
): Promise<PracticeEntryWithFile[]> {
  const rows = await db
    .select(withFile)
    .from(practiceEntries)
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, practiceEntries.fileId))
    .where(and(eq(practiceEntries.subscriptionId, subscriptionId), eq(practiceEntries.contentId, contentId)))
    .orderBy(desc(practiceEntries.practisedOn), desc(practiceEntries.id));
  return rows.map((r) => ({ entry: r.entry, file: r.file?.id ? r.file : null }));
}

/** An entry of the student's own subscriptions; another student's answers null. */
export async function findOwnEntry(
  db: Executor,
  studentId: number,
  id: number,
): Promise<PracticeEntryRow | null> {
  const [row] = await db
    .select(getTableColumns(practiceEntries))
    .from(practiceEntries)
    .innerJoin(subscriptions, eq(subscriptions.id, practiceEntries.subscriptionId))
    .where(and(eq(practiceEntries.id, id), eq(subscriptions.studentId, studentId)));
  return row ?? null;
}

export async function findEntry(db: Executor, id: number): Promise<PracticeEntryRow | null> {
  const [row] = await db.select().from(practiceEntries).where(eq(practiceEntries.id, id));
  return row ?? null;
}

export async function findEntryWithFile(db: Executor, id: number): Promise<PracticeEntryWithFile | null> {
  const [row] = await db
    .select(withFile)
    .from(practiceEntries)
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, practiceEntries.fileId))
    .where(eq(practiceEntries.id, id));
  return row ? { entry: row.entry, file: row.file?.id ? row.file : null } : null;
}

export async function insertEntry(
  db: Executor,
  values: EntryValues & { subscriptionId: number; contentId: number; at: Date },
): Promise<PracticeEntryRow> {
  const { at, ...rest } = values;
  const [row] = await db
    .insert(practiceEntries)
    .values({ ...rest, createdAt: at, updatedAt: at })
    .returning();
  return row!;
}

const pending = (id: number) => and(eq(practiceEntries.id, id), eq(practiceEntries.status, 'pending'));

/** Rewrites an entry while it is pending; answers null once the school has reviewed it. */
export async function updatePendingEntry(
  db: Executor,
  id: number,
  values: EntryValues & { at: Date },
): Promise<PracticeEntryRow | null> {
  const { at, ...rest } = values;
  const [row] = await db
    .update(practiceEntries)
    .set({ ...rest, updatedAt: at })
    .where(pending(id))
    .returning();
  return row ?? null;
}

/** Deletes an entry while it is pending; answers false once the school has reviewed it. */
export async function deletePendingEntry(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(practiceEntries).where(pending(id)).returning({ id: practiceEntries.id });
  return rows.length > 0;
}

/**
 * Approves or refuses a pending entry. Only one of two reviews at once finds it pending (the second
 * waits for the first's row lock, then sees it reviewed), so an entry is counted once: answers null
 * for an entry already reviewed.
 */
export async function reviewPendingEntry(
  db: Executor,
  id: number,
  review: { status: 'approved' | 'refused'; remarks: string; at: Date },
): Promise<PracticeEntryRow | null> {
  const [row] = await db
    .update(practiceEntries)
    .set({ status: review.status, remarks: review.remarks, reviewedAt: review.at, updatedAt: review.at })
    .where(pending(id))
    .returning();
  return row ?? null;
}

/** The school's queue: pending entries with their student, oldest first. */
export async function listPendingEntries(db: Executor) {
  return db
    .select({ ...withFile, studentId: subscriptions.studentId })
    .from(practiceEntries)
    .innerJoin(subscriptions, eq(subscriptions.id, practiceEntries.subscriptionId))
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, practiceEntries.fileId))
    .where(eq(practiceEntries.status, 'pending'))
    .orderBy(asc(practiceEntries.createdAt), asc(practiceEntries.id));
}
