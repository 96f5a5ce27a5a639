import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { globalDocuments, studentDocuments, uploadedFiles } from '../../db/schema';

/** Every requirement of the institute gets its row for the student the first time they look. */
export async function ensureStudentDocuments(db: Executor, studentId: number) {
  const requirements = await db.select({ id: globalDocuments.id }).from(globalDocuments);
  if (requirements.length === 0) return;
  await db
    .insert(studentDocuments)
    .values(requirements.map((r) => ({ studentId, globalDocumentId: r.id })))
    .onConflictDoNothing();
}

export async function listStudentDocumentRows(db: Executor, studentId: number) {
  return db
    .select({ doc: studentDocuments, requirement: globalDocuments, file: uploadedFiles })
    .from(studentDocuments)
    .innerJoin(globalDocuments, eq(globalDocuments.id, studentDocuments.globalDocumentId))
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, studentDocuments.fileId))
    .where(eq(studentDocuments.studentId, studentId))
    .orderBy(asc(globalDocuments.position), asc(globalDocuments.id));
}

export type StudentDocumentRow = Awaited<ReturnType<typeof listStudentDocumentRows>>[number];

export async function updateStudentDocument(
  db: Executor,
  studentId: number,
  id: number,
  values: Partial<typeof studentDocuments.$inferInsert>,
) {
  await db
    .update(studentDocuments)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(studentDocuments.id, id), eq(studentDocuments.studentId, studentId)));
}

export async function findRequirementByKey(db: Executor, key: string) {
  const [row] = await db.select().from(globalDocuments).where(eq(globalDocuments.key, key));
  return row ?? null;
}
