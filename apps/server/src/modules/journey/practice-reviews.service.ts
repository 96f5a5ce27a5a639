import { staffCoded } from '@portal/contract';
import type { AppContext } from '../../context';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { namesOf } from '../../lib/names';
import { findAccountOfStudent, findProfileById } from '../auth/students.service';
import { catalogueContent, catalogueCourse } from '../catalogue/catalogue-cache';
import { findSubscriptionWithCourse } from '../enrolment/enrolment.service';
import { NOTIFICATION_MESSAGES } from '../notifications/notification-messages';
import { notify, signalRoomChanged } from '../notifications/notifications.service';
import { type AuditActor, recordAudit } from '../staff/audit-log';
import { findAttendanceCount } from './journey.repository';
import { changeJourney } from './journey-state';
import { findEntry, listPendingEntries, reviewPendingEntry } from './practice-entries.repository';
import { countTowardQuota, programOf } from './school-records.service';

/** `portal practice list`: the entries waiting for the school, oldest first, of one program or all. */
export async function listPendingPracticeEntries(ctx: AppContext, program?: string) {
  const rows = await listPendingEntries(ctx.db);
  const lines = [];
  for (const { entry, file, studentId } of rows) {
    const item = await catalogueContent(ctx.db, entry.contentId);
    const course = item && (await catalogueCourse(ctx.db, item.courseId));
    if (!item || !course || (program !== undefined && course.slug !== program)) continue;
    const account = await findAccountOfStudent(ctx.db, studentId);
    lines.push({
      id: entry.id,
      createdAt: entry.createdAt,
      email: account?.email ?? '',
      program: course.slug,
      item: item.name,
      date: entry.practisedOn,
      minutes: entry.durationMinutes,
      note: entry.note,
      file: file?.name ?? null,
    });
  }
  return lines;
}

/**
 * The school's review of a pending entry (`portal practice approve|refuse` and the console). An
 * approved entry counts toward the quota (completing the item at its required count); the student is
 * notified, an open room refreshes and the audit log says who. Of two reviews at once, one finds the
 * entry pending: the other answers 409.
 */
export async function reviewPracticeEntry(
  ctx: AppContext,
  actor: AuditActor,
  id: number,
  decision: 'approved' | 'refused',
  remarks: string,
) {
  const entry = await findEntry(ctx.db, id);
  if (!entry) throw new NotFound(staffCoded('staff.work.noEntry', { id }));
  if (decision === 'refused' && !remarks.trim())
    throw new Invalid({ remarks: [staffCoded('staff.work.refusalReason')] });
  const own = await findSubscriptionWithCourse(ctx.db, entry.subscriptionId);
  const row = await catalogueContent(ctx.db, entry.contentId);
  if (!own || !row) throw new NotFound(staffCoded('staff.work.noEntry', { id }));
  const required = row.settings.quota?.required_count ?? 0;
  const studentId = own.subscription.studentId;

  const { result } = await changeJourney(ctx.db, own, async (tx) => {
    const reviewed = await reviewPendingEntry(tx, id, {
      status: decision,
      remarks: remarks.trim(),
      at: ctx.now(),
    });
    if (!reviewed) return null;
    const recorded =
      decision === 'approved'
        ? await countTowardQuota(ctx, tx, own, row, 1)
        : await findAttendanceCount(tx, own.subscription.id, row.id);
    const said = { date: reviewed.practisedOn, approved: decision === 'approved', remarks: reviewed.remarks };
    await notify(
      ctx,
      studentId,
      NOTIFICATION_MESSAGES.practiceEntryReviewed(programOf(own), namesOf(row), said, recorded, required),
      tx,
    );
    await signalRoomChanged(tx, studentId, own.subscription.id);
    await recordAudit(tx, actor, {
      action: decision === 'approved' ? 'practice_entry.approve' : 'practice_entry.refuse',
      entity: 'practice_entry',
      entityId: id,
      studentId: (await findProfileById(tx, studentId))?.userId ?? null,
      before: { status: entry.status, remarks: entry.remarks },
      after: { status: reviewed.status, remarks: reviewed.remarks, recorded_count: recorded },
    });
    return recorded;
  });
  if (result === null) {
    const now = await findEntry(ctx.db, id);
    throw new Conflict(
      now?.status === 'approved'
        ? staffCoded('staff.work.entryApproved', { id })
        : now?.status === 'refused'
          ? staffCoded('staff.work.entryRefused', { id })
          : staffCoded('staff.work.entryReviewed', { id }),
    );
  }
  return { item: row.name, recorded: result, required, completed: result >= required };
}
