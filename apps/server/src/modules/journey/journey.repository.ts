import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { contentProgress, contentSubmissions, subscriptions, uploadedFiles } from '../../db/schema';
import type { SubscriptionRow } from '../enrolment/enrolment.service';

export type ProgressRow = typeof contentProgress.$inferSelect;
export type SubmissionRow = typeof contentSubmissions.$inferSelect;
export type SubmissionWithFile = {
  submission: SubmissionRow;
  file: { id: number; name: string; size: number } | null;
};

const key = [contentProgress.subscriptionId, contentProgress.contentId];

/** Rows as json_build_object gives them: timestamps as ISO text, marks as text like the numeric column. */
type ProgressJson = Omit<ProgressRow, 'viewedAt' | 'completedAt' | 'updatedAt'> & {
  viewedAt: string | null;
  completedAt: string | null;
  updatedAt: string;
};
type SubmissionJson = {
  submission: Omit<SubmissionRow, 'submittedAt' | 'gradedAt'> & {
    submittedAt: string;
    gradedAt: string | null;
  };
  file: SubmissionWithFile['file'];
};

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

export type StudentRecords = { progress: ProgressRow[]; submissions: SubmissionWithFile[] };

const progressJson = (id: SQL) => sql<ProgressJson[]>`coalesce((select json_agg(json_build_object(
  'id', p.id, 'subscriptionId', p.subscription_id, 'contentId', p.content_id,
  'viewedAt', p.viewed_at, 'completedAt', p.completed_at, 'attendanceCount', p.attendance_count,
  'positionSeconds', p.position_seconds, 'updatedAt', p.updated_at))
  from ${contentProgress} p where p.subscription_id = ${id}), '[]'::json)`;

const submissionsJson = (id: SQL) => sql<SubmissionJson[]>`coalesce((select json_agg(json_build_object(
  'submission', json_build_object(
    'id', s.id, 'subscriptionId', s.subscription_id, 'contentId', s.content_id, 'text', s.text,
    'fileId', s.file_id, 'status', s.status, 'marks', s.marks::text, 'remarks', s.remarks,
    'submittedAt', s.submitted_at, 'gradedAt', s.graded_at),
  'file', case when f.id is null then null
    else json_build_object('id', f.id, 'name', f.name, 'size', f.size) end))
  from ${contentSubmissions} s left join ${uploadedFiles} f on f.id = s.file_id
  where s.subscription_id = ${id}), '[]'::json)`;

function recordsOf(row: { progress: ProgressJson[]; submissions: SubmissionJson[] }): StudentRecords {
  return {
    progress: row.progress.map((p) => ({
      ...p,
      viewedAt: dateOrNull(p.viewedAt),
      completedAt: dateOrNull(p.completedAt),
      updatedAt: new Date(p.updatedAt),
    })),
    submissions: row.submissions.map(({ submission: s, file }) => ({
      submission: { ...s, submittedAt: new Date(s.submittedAt), gradedAt: dateOrNull(s.gradedAt) },
      file,
    })),
  };
}

/** A subscription's progress and submissions in one round trip. */
const recordsQuery = preparedQuery((db) => {
  const id = sql`${sql.placeholder('subscriptionId')}`;
  return db
    .select({ progress: progressJson(id), submissions: submissionsJson(id) })
    .from(sql`(select 1) as one`)
    .prepare('list_student_records');
});

export async function listStudentRecords(db: Executor, subscriptionId: number): Promise<StudentRecords> {
  const [row] = await recordsQuery(db).execute({ subscriptionId });
  return recordsOf(row!);
}

/**
 * The student's own subscription with its records, in the one round trip the course room makes on
 * every call; it reads the enrolment's subscription row for that reason alone. Another's answers null.
 */
const ownRecordsQuery = preparedQuery((db) =>
  db
    .select({
      subscription: subscriptions,
      progress: progressJson(sql`${subscriptions.id}`),
      submissions: submissionsJson(sql`${subscriptions.id}`),
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.id, sql.placeholder('id')),
        eq(subscriptions.studentId, sql.placeholder('studentId')),
      ),
    )
    .prepare('find_own_student_records'),
);

export type OwnRecords = { subscription: SubscriptionRow; records: StudentRecords };

export async function findOwnRecords(
  db: Executor,
  studentId: number,
  id: number,
): Promise<OwnRecords | null> {
  const [row] = await ownRecordsQuery(db).execute({ id, studentId });
  return row ? { subscription: row.subscription, records: recordsOf(row) } : null;
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

/** The attendances or entries counted so far toward a quota. */
export async function findAttendanceCount(db: Executor, subscriptionId: number, contentId: number) {
  const [row] = await db
    .select({ count: contentProgress.attendanceCount })
    .from(contentProgress)
    .where(and(eq(contentProgress.subscriptionId, subscriptionId), eq(contentProgress.contentId, contentId)));
  return row?.count ?? 0;
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
      set: { text: values.text, fileId: values.fileId, submittedAt: values.at, status: 'submitted' },
      // graded work stands; returned work is handed in again
      setWhere: inArray(contentSubmissions.status, ['submitted', 'returned']),
    })
    .returning();
  return row ?? null;
}

/** Marks handed-in or graded work; work returned to the student meanwhile is left as it is (null). */
export async function gradeSubmission(
  db: Executor,
  id: number,
  grade: { marks: number; remarks: string; at: Date },
): Promise<SubmissionRow | null> {
  const [row] = await db
    .update(contentSubmissions)
    .set({ status: 'graded', marks: grade.marks.toFixed(2), remarks: grade.remarks, gradedAt: grade.at })
    .where(and(eq(contentSubmissions.id, id), inArray(contentSubmissions.status, ['submitted', 'graded'])))
    .returning();
  return row ?? null;
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
    status: values.marks === null ? ('submitted' as const) : ('graded' as const),
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
