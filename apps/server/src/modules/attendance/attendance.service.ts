import {
  type TListPracticeEntryReviewsQuery,
  type TPracticeEntryReview,
  type TQuotaAttendance,
  type TRecordStudentAttendance,
  type TReviewPracticeEntry,
  fillPath,
  previewPracticeEntryFile,
  staffCoded,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { NotFound } from '../../lib/errors';
import { findProfileById } from '../auth/students.service';
import { findContent } from '../catalogue/catalogue.service';
import { type SubscriptionWithCourse, listOwnSubscriptions } from '../enrolment/enrolment.service';
import { reviewPracticeEntry } from '../journey/practice-reviews.service';
import { addQuotaAttendance, listQuotaStanding } from '../journey/school-records.service';
import type { AuditActor } from '../staff/audit-log';
import { type StaffSession, reachOf } from '../staff/staff-session';
import {
  type PracticeEntryRow,
  listPracticeEntryRows,
  pageOfPracticeEntryIds,
} from './attendance.repository';

function presentEntry({
  entry,
  item,
  student,
  program,
  file,
  recorded,
}: PracticeEntryRow): TPracticeEntryReview {
  return {
    id: entry.id,
    state: entry.status,
    student,
    program,
    item: { id: item.id, name: item.name },
    date: entry.practisedOn,
    duration_minutes: entry.durationMinutes,
    note: entry.note,
    file: file && {
      name: file.name,
      content_type: file.contentType,
      size: file.size,
      preview_url: fillPath(previewPracticeEntryFile.path, { id: entry.id }),
    },
    remarks: entry.remarks,
    recorded_count: recorded ?? 0,
    required_count: item.settings.quota?.required_count ?? 0,
    created_at: entry.createdAt.toISOString(),
    reviewed_at: entry.reviewedAt?.toISOString() ?? null,
  };
}

/** The entries named, in that order. */
async function present(ctx: AppContext, ids: number[]): Promise<TPracticeEntryReview[]> {
  const found = new Map((await listPracticeEntryRows(ctx.db, ids)).map((row) => [row.entry.id, row]));
  return ids.flatMap((id) => {
    const row = found.get(id);
    return row ? [presentEntry(row)] : [];
  });
}

export async function listPracticeEntryReviews(
  ctx: AppContext,
  staff: StaffSession,
  query: TListPracticeEntryReviewsQuery,
) {
  const { count, ids } = await pageOfPracticeEntryIds(ctx.db, { ...query, within: reachOf(staff) });
  return { count, results: await present(ctx, ids) };
}

/** One entry; outside an instructor's programs it is not found, as if it did not exist. */
export async function getPracticeEntryReview(ctx: AppContext, staff: StaffSession, id: number) {
  const [entry] = await present(ctx, [id]);
  const within = reachOf(staff);
  if (!entry || (within && !within.includes(entry.program.id)))
    throw new NotFound(staffCoded('staff.work.entryNotFound'));
  return entry;
}

/** The file sent with an entry, and its bytes, to show its reviewer. */
export async function openPracticeEntryFile(ctx: AppContext, staff: StaffSession, id: number) {
  await getPracticeEntryReview(ctx, staff, id);
  const [row] = await listPracticeEntryRows(ctx.db, [id]);
  const stream = row?.file ? await ctx.storage.read(row.file.storageKey) : null;
  if (!row?.file || !stream) throw new NotFound(staffCoded('staff.work.entryNoFile'));
  return { file: row.file, stream };
}

/**
 * Approves or refuses an entry waiting for review: it counts toward the quota once approved, the
 * student is told, and the audit log says who. An entry reviewed meanwhile answers 409.
 */
export async function decidePracticeEntry(
  ctx: AppContext,
  staff: StaffSession,
  actor: AuditActor,
  id: number,
  review: TReviewPracticeEntry,
): Promise<TPracticeEntryReview> {
  await getPracticeEntryReview(ctx, staff, id);
  await reviewPracticeEntry(ctx, actor, id, review.decision, review.remarks ?? '');
  return getPracticeEntryReview(ctx, staff, id);
}

/**
 * The student's subscriptions an actor reaches: an instructor's programs only, and a student with none
 * of them is not found, as if they did not exist.
 */
async function subscriptionsInReach(
  ctx: AppContext,
  staff: StaffSession,
  studentId: number,
): Promise<SubscriptionWithCourse[]> {
  const within = reachOf(staff);
  const profile = await findProfileById(ctx.db, studentId);
  const owns = profile ? await listOwnSubscriptions(ctx.db, studentId) : [];
  const reached = owns.filter((own) => !within || within.includes(own.course.id));
  if (!profile || (within && reached.length === 0))
    throw new NotFound(staffCoded('staff.records.studentNotFound'));
  return reached;
}

async function quotaLines(ctx: AppContext, own: SubscriptionWithCourse): Promise<TQuotaAttendance[]> {
  return (await listQuotaStanding(ctx, own)).map(({ row, recorded, required }) => ({
    program: { id: own.course.id, name: own.course.name, subscription_id: own.subscription.id },
    item: {
      id: row.id,
      name: row.name,
      kind: row.contentType === 'in_class_quota' ? 'in_class_quota' : 'quota',
    },
    recorded_count: recorded,
    required_count: required,
    is_completed: recorded >= required,
  }));
}

/** The quota items of the student's programs with what is recorded toward each. */
export async function listStudentAttendance(ctx: AppContext, staff: StaffSession, studentId: number) {
  const owns = await subscriptionsInReach(ctx, staff, studentId);
  return { results: (await Promise.all(owns.map((own) => quotaLines(ctx, own)))).flat() };
}

/**
 * Records attendances toward a quota item of one of the student's programs (an instructor's only):
 * the student is told and the audit log says who. Answers the item's count now.
 */
export async function recordStudentAttendance(
  ctx: AppContext,
  staff: StaffSession,
  actor: AuditActor,
  studentId: number,
  body: TRecordStudentAttendance,
): Promise<TQuotaAttendance> {
  const owns = await subscriptionsInReach(ctx, staff, studentId);
  const row = await findContent(ctx.db, body.content);
  const own = row && owns.find((o) => o.course.id === row.courseId);
  if (!row || !own) throw new NotFound(staffCoded('staff.work.itemNotInPrograms'));
  await addQuotaAttendance(ctx, actor, own, row, body.count);
  return (await quotaLines(ctx, own)).find((line) => line.item.id === row.id)!;
}
