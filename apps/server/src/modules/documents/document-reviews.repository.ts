import type { TDocumentStatus } from '@portal/contract';
import { type SQL, and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { globalDocuments, studentDocuments, studentProfiles, uploadedFiles, users } from '../../db/schema';
import { containing, orderingOf, pageOf } from '../../db/list-query';

const columns = {
  doc: studentDocuments,
  requirement: globalDocuments,
  file: uploadedFiles,
  profile: {
    id: studentProfiles.id,
    firstName: studentProfiles.firstName,
    lastName: studentProfiles.lastName,
  },
  user: { id: users.id, name: users.name, email: users.email },
};

const reviews = (db: Executor) =>
  db
    .select(columns)
    .from(studentDocuments)
    .innerJoin(globalDocuments, eq(globalDocuments.id, studentDocuments.globalDocumentId))
    .innerJoin(studentProfiles, eq(studentProfiles.id, studentDocuments.studentId))
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, studentDocuments.fileId));

export type DocumentReviewRow = Awaited<ReturnType<ReturnType<typeof reviews>['execute']>>[number];

const ORDER = {
  updated_at: studentDocuments.updatedAt,
  student: users.name,
  requirement: globalDocuments.name,
};

export async function pageOfDocumentReviews(
  db: Executor,
  query: {
    offset: number;
    limit: number;
    status?: TDocumentStatus | undefined;
    student?: number | undefined;
    search?: string | undefined;
    ordering?: keyof typeof ORDER | `-${keyof typeof ORDER}` | undefined;
  },
): Promise<{ count: number; rows: DocumentReviewRow[] }> {
  const conditions: SQL[] = [];
  if (query.student !== undefined) conditions.push(eq(studentDocuments.studentId, query.student));
  // a student's page lists all of theirs; the queue, those awaiting review
  else conditions.push(eq(studentDocuments.status, query.status ?? 'awaiting_review'));
  if (query.student !== undefined && query.status) conditions.push(eq(studentDocuments.status, query.status));
  if (query.search) {
    const pattern = containing(query.search);
    conditions.push(
      or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(globalDocuments.name, pattern))!,
    );
  }
  const where = and(...conditions);
  return pageOf(
    db,
    () => reviews(db).where(where).$dynamic(),
    [orderingOf(query.ordering, ORDER, 'updated_at'), asc(studentDocuments.id)],
    query,
  );
}

export async function findDocumentReview(db: Executor, id: number): Promise<DocumentReviewRow | null> {
  const [row] = await reviews(db).where(eq(studentDocuments.id, id));
  return row ?? null;
}

/**
 * Decides a document still awaiting review; null when it no longer is (another member decided it,
 * or the student replaced it meanwhile), so that two decisions never both land.
 */
export async function decideDocument(
  db: Executor,
  id: number,
  decision: { status: 'approved' | 'rejected'; remarks: string; at: Date },
): Promise<boolean> {
  const updated = await db
    .update(studentDocuments)
    .set({ status: decision.status, remarks: decision.remarks, updatedAt: decision.at })
    .where(and(eq(studentDocuments.id, id), eq(studentDocuments.status, 'awaiting_review')))
    .returning({ id: studentDocuments.id });
  return updated.length > 0;
}
