import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contentProgress, contentSubmissions, uploadedFiles } from '../../db/schema';

export type ProgressRow = typeof contentProgress.$inferSelect;
export type SubmissionRow = typeof contentSubmissions.$inferSelect;
export type SubmissionWithFile = {
  submission: SubmissionRow;
  file: { id: number; name: string; size: number } | null;
};

const key = [contentProgress.subscriptionId, contentProgress.contentId];

export async function listProgress(db: Executor, subscriptionId: number): Promise<ProgressRow[]> {
  return db.select().from(contentProgress).where(eq(contentProgress.subscriptionId, subscriptionId));
}

export async function listSubmissions(db: Executor, subscriptionId: number): Promise<SubmissionWithFile[]> {
  return db
    .select({
      submission: contentSubmissions,
      file: { id: uploadedFiles.id, name: uploadedFiles.name, size: uploadedFiles.size },
    })
    .from(contentSubmissions)
    .leftJoin(uploadedFiles, eq(uploadedFiles.id, contentSubmissions.fileId))
    .where(eq(contentSubmissions.subscriptionId, subscriptionId));
}

/** The first view is the one kept: a repeated view changes nothing. */
export async function recordView(db: Executor, subscriptionId: number, contentId: number, at: Date) {
  await db
    .insert(contentProgress)
    .values({ subscriptionId, contentId, viewedAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: key,
      set: { viewedAt: sql`coalesce(${contentProgress.viewedAt}, excluded.viewed_at)` },
    });
}

export async function recordCompleted(db: Executor, subscriptionId: number, contentId: number, at: Date) {
  await db
    .insert(contentProgress)
    .values({ subscriptionId, contentId, completedAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: key,
      set: { completedAt: sql`coalesce(${contentProgress.completedAt}, excluded.completed_at)` },
    });
}

export async function addAttendance(
  db: Executor,
  subscriptionId: number,
  contentId: number,
  count: number,
  at: Date,
): Promise<number> {
  const [row] = await db
    .insert(contentProgress)
    .values({ subscriptionId, contentId, attendanceCount: count, updatedAt: at })
    .onConflictDoUpdate({
      target: key,
      set: { attendanceCount: sql`${contentProgress.attendanceCount} + ${count}`, updatedAt: at },
    })
    .returning({ count: contentProgress.attendanceCount });
  return row!.count;
}

export async function savePosition(
  db: Executor,
  subscriptionId: number,
  contentId: number,
  positionSeconds: number,
  at: Date,
) {
  await db
    .insert(contentProgress)
    .values({ subscriptionId, contentId, positionSeconds, updatedAt: at })
    .onConflictDoUpdate({ target: key, set: { positionSeconds, updatedAt: at } });
}

export async function findSubmission(db: Executor, subscriptionId: number, contentId: number) {
  const [row] = await db
    .select()
    .from(contentSubmissions)
    .where(
      and(eq(contentSubmissions.subscriptionId, subscriptionId), eq(contentSubmissions.contentId, contentId)),
    );
  return row ?? null;
}

/**
 * Hands in or replaces a submission; a graded one stays as it is, so a resubmission racing the
 * grading cannot overwrite it. Answers null when it was graded.
 */
export async function upsertSubmission(
  db: Executor,
  values: { subscriptionId: number; contentId: number; text: string; fileId: number | null; at: Date },
): Promise<SubmissionRow | null> {
  const [row] = await db
    .insert(contentSubmissions)
    .values({
      subscriptionId: values.subscriptionId,
      contentId: values.contentId,
      text: values.text,
      fileId: values.fileId,
      submittedAt: values.at,
    })
    .onConflictDoUpdate({
      target: [contentSubmissions.subscriptionId, contentSubmissions.contentId],
      set: { text: values.text, fileId: values.fileId, submittedAt: values.at },
      setWhere: eq(contentSubmissions.status, 'submitted'),
    })
    .returning();
  return row ?? null;
}

export async function gradeSubmission(
  db: Executor,
  id: number,
  grade: { marks: number; remarks: string; at: Date },
): Promise<SubmissionRow> {
  const [row] = await db
    .update(contentSubmissions)
    .set({ status: 'graded', marks: grade.marks.toFixed(2), remarks: grade.remarks, gradedAt: grade.at })
    .where(eq(contentSubmissions.id, id))
    .returning();
  return row!;
}

/** A quiz's counted result, rewritten whenever an attempt is submitted or graded. */
export async function upsertQuizResult(
  db: Executor,
  values: {
    subscriptionId: number;
    contentId: number;
    marks: number | null;
    submittedAt: Date;
    gradedAt: Date | null;
  },
) {
  const result = {
    status: values.marks === null ? 'submitted' : 'graded',
    marks: values.marks === null ? null : values.marks.toFixed(2),
    submittedAt: values.submittedAt,
    gradedAt: values.gradedAt,
  };
  await db
    .insert(contentSubmissions)
    .values({ subscriptionId: values.subscriptionId, contentId: values.contentId, ...result })
    .onConflictDoUpdate({
      target: [contentSubmissions.subscriptionId, contentSubmissions.contentId],
      set: result,
    });
}
