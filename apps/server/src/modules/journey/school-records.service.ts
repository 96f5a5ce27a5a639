import { PORTAL_PAGES, staffCoded } from '@portal/contract';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { namesOf } from '../../lib/names';
import {
  type ContentRow,
  findContent,
  findCourse,
  listCourseStructure,
} from '../catalogue/catalogue.service';
import {
  type SubscriptionWithCourse,
  findOwnSubscription,
  findStudentSubscription,
} from '../enrolment/enrolment.service';
import { sendGradedMail } from '../mail/account-mails';
import { NOTIFICATION_MESSAGES } from '../notifications/notification-messages';
import { notify, signalRoomChanged } from '../notifications/notifications.service';
import { findAccountOfStudent, findProfileById } from '../auth/students.service';
import { type AuditActor, OPERATOR, recordAudit } from '../staff/audit-log';
import {
  type SubmissionRow,
  addAttendance,
  findSubmission,
  gradeSubmission,
  listStudentRecords,
} from './journey.repository';
import { changeJourney } from './journey-state';
import { isQuota, isSubmittable } from './progress-rules';
import { publishContentCompleted } from './content-completed';
import { courseStructure } from '../catalogue/catalogue-cache';

/**
 * The item of a student's program an operator names: by id, by key, or by `section-key/content-key`
 * when two sections use the same key.
 */
export async function findProgramItem(ctx: AppContext, studentId: number, program: string, ref: string) {
  const course = await findCourse(ctx.db, { slug: program });
  if (!course) throw new NotFound(staffCoded('staff.programs.noSuchProgram', { program }));
  const subscription = await findStudentSubscription(ctx.db, studentId, course.id);
  const own = subscription && (await findOwnSubscription(ctx.db, studentId, subscription.id));
  if (!own) throw new NotFound(staffCoded('staff.work.notSubscribed', { program }));

  let row: ContentRow | null = null;
  if (/^\d+$/.test(ref)) {
    row = await findContent(ctx.db, Number(ref));
  } else {
    const { sectionRows, contentRows } = await listCourseStructure(ctx.db, course.id);
    const sectionKey = new Map(sectionRows.map((s) => [s.id, s.key]));
    const matches = contentRows.filter(
      (c) => c.key === ref || `${sectionKey.get(c.sectionId)}/${c.key}` === ref,
    );
    if (matches.length > 1) {
      const names = matches.map((c) => `${sectionKey.get(c.sectionId)}/${c.key}`).join(', ');
      throw new Invalid({ content: [staffCoded('staff.work.ambiguousContent', { ref, names })] });
    }
    row = matches[0] ? await findContent(ctx.db, matches[0].id) : null;
  }
  if (!row || row.courseId !== course.id)
    throw new NotFound(staffCoded('staff.work.noContent', { ref, program }));
  return { own, row };
}

export const programOf = (own: SubscriptionWithCourse) => ({
  name: namesOf(own.course),
  slug: own.course.slug,
  subscriptionId: own.subscription.id,
});

/**
 * `portal grade`: the school's marks for a submitted assignment or homework, found by the program's
 * slug and the item's key. See `markWork`.
 */
export async function gradeWork(
  ctx: AppContext,
  actor: AuditActor,
  studentId: number,
  program: string,
  ref: string,
  grade: { marks: number; remarks?: string | undefined },
) {
  const { own, row } = await findProgramItem(ctx, studentId, program, ref);
  if (!isSubmittable(row.contentType) || !row.settings.assignment)
    throw new Invalid({
      content: [staffCoded('staff.work.notGraded', { name: row.name })],
    });
  const submitted = await findSubmission(ctx.db, own.subscription.id, row.id);
  if (!submitted) throw new Conflict(staffCoded('staff.work.notSubmitted', { name: row.name }));
  return markWork(ctx, actor, own, row, submitted, grade);
}

/**
 * The school's marks for handed-in work. It can be graded again to correct it; without new remarks
 * the earlier ones stay. The student is told and mailed, the GPA follows and the audit log says who.
 */
export async function markWork(
  ctx: AppContext,
  actor: AuditActor,
  own: SubscriptionWithCourse,
  row: ContentRow,
  submitted: SubmissionRow,
  grade: { marks: number; remarks?: string | undefined },
) {
  const settings = row.settings.assignment!;
  if (!(grade.marks >= 0 && grade.marks <= settings.max_marks))
    throw new Invalid({ marks: [staffCoded('staff.work.marksRange', { max: settings.max_marks })] });
  const studentId = own.subscription.studentId;
  const { result } = await changeJourney(ctx.db, own, async (tx) => {
    const graded = await gradeSubmission(tx, submitted.id, {
      marks: grade.marks,
      remarks: grade.remarks ?? submitted.remarks,
      at: ctx.now(),
    });
    if (!graded) throw new Conflict(staffCoded('staff.work.returned', { name: row.name }));
    const kind = row.contentType === 'homework' ? 'homework' : 'assignment';
    await notify(
      ctx,
      studentId,
      NOTIFICATION_MESSAGES.workGraded(
        programOf(own),
        kind,
        { id: row.id, names: namesOf(row) },
        grade.marks,
        settings.max_marks,
      ),
      tx,
    );
    await signalRoomChanged(tx, studentId, own.subscription.id);
    await recordAudit(tx, actor, {
      action: 'submission.grade',
      entity: 'submission',
      entityId: submitted.id,
      studentId: (await findProfileById(tx, studentId))?.userId ?? null,
      before: { status: submitted.status, marks: submitted.marks, remarks: submitted.remarks },
      after: { status: graded.status, marks: graded.marks, remarks: graded.remarks },
    });
    return graded;
  });
  const account = await findAccountOfStudent(ctx.db, studentId);
  if (account) {
    await sendGradedMail(ctx, account, {
      item: namesOf(row),
      program: namesOf(own.course),
      marks: Number(result.marks),
      maxMarks: settings.max_marks,
      remarks: result.remarks,
      url: `${ctx.config.publicUrl}${PORTAL_PAGES.room(own.course.slug, own.subscription.id, row.id)}`,
    });
  }
  return {
    item: row.name,
    marks: Number(result.marks),
    maxMarks: settings.max_marks,
    regraded: submitted.status === 'graded',
  };
}

/**
 * Adds attendances or entries to a quota in the change's transaction; completing it (crossing its
 * required count) tells the other modules once. Answers the count recorded now.
 */
export async function countTowardQuota(
  ctx: AppContext,
  tx: Executor,
  own: SubscriptionWithCourse,
  row: ContentRow,
  count: number,
): Promise<number> {
  const required = row.settings.quota?.required_count ?? 0;
  const recorded = await addAttendance(tx, own.subscription.id, row.id, count, ctx.now());
  if (recorded >= required && recorded - count < required) await publishContentCompleted(ctx, tx, own, row);
  return recorded;
}

/** `portal record-attendance`: the operator records attendances or entries towards a quota. */
export async function recordAttendance(
  ctx: AppContext,
  studentId: number,
  program: string,
  ref: string,
  count: number,
) {
  const { own, row } = await findProgramItem(ctx, studentId, program, ref);
  return addQuotaAttendance(ctx, OPERATOR, own, row, count);
}

/**
 * Records attendances or entries of a student towards an in-class quota or a quota of their program:
 * the student is told, an open room refreshes, and the audit log says who.
 */
export async function addQuotaAttendance(
  ctx: AppContext,
  actor: AuditActor,
  own: SubscriptionWithCourse,
  row: ContentRow,
  count: number,
) {
  const required = row.settings.quota?.required_count;
  if (!isQuota(row.contentType) || required === undefined)
    throw new Invalid({
      content: [staffCoded('staff.work.notQuota', { name: row.name })],
    });
  const studentId = own.subscription.studentId;
  const { result } = await changeJourney(ctx.db, own, async (tx) => {
    const recorded = await countTowardQuota(ctx, tx, own, row, count);
    const kind = row.contentType === 'in_class_quota' ? 'in_class_quota' : 'quota';
    // a quota's entries are work, not attendance: they earn points only by completing it
    if (kind === 'in_class_quota')
      await ctx.events.publish(tx, 'attendance.recorded', `${own.subscription.id}:${row.id}:${recorded}`, {
        studentId,
        subscriptionId: own.subscription.id,
        contentId: row.id,
        name: row.name,
        names: namesOf(row),
        count,
        total: recorded,
      });
    await notify(
      ctx,
      studentId,
      NOTIFICATION_MESSAGES.attendanceRecorded(
        programOf(own),
        kind,
        { id: row.id, names: namesOf(row) },
        recorded,
        required,
      ),
      tx,
    );
    await signalRoomChanged(tx, studentId, own.subscription.id);
    await recordAudit(tx, actor, {
      action: 'quota_attendance.record',
      entity: 'quota_attendance',
      entityId: `${own.subscription.id}:${row.id}`,
      studentId: (await findProfileById(tx, studentId))?.userId ?? null,
      before: { recorded_count: recorded - count },
      after: { recorded_count: recorded },
    });
    return recorded;
  });
  return { item: row.name, recorded: result, required, completed: result >= required };
}

/** A subscription's quota items, in program order, with what is recorded toward each. */
export async function listQuotaStanding(ctx: AppContext, own: SubscriptionWithCourse) {
  const [{ contentRows }, records] = await Promise.all([
    courseStructure(ctx.db, own.course.id),
    listStudentRecords(ctx.db, own.subscription.id),
  ]);
  const recorded = new Map(records.progress.map((p) => [p.contentId, p.attendanceCount]));
  return contentRows.flatMap((row) => {
    const required = row.settings.quota?.required_count;
    if (!isQuota(row.contentType) || required === undefined) return [];
    return [{ row, recorded: recorded.get(row.id) ?? 0, required }];
  });
}
