import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { uploadedFiles } from '../../db/schema';

export type FileRow = typeof uploadedFiles.$inferSelect;

export async function insertFile(db: Executor, file: typeof uploadedFiles.$inferInsert): Promise<FileRow> {
  const [row] = await db.insert(uploadedFiles).values(file).returning();
  return row!;
}

export async function findOwnFile(db: Executor, studentId: number, id: number): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(uploadedFiles)
    .where(and(eq(uploadedFiles.id, id), eq(uploadedFiles.studentId, studentId)));
  return row ?? null;
}
