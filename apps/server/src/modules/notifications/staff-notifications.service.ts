import { type TSendStaffNotification, staffCoded } from '@portal/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { courses, studentProfiles, subscriptions } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../staff/audit-log';
import { notify } from './notifications.service';

/** The students a notice goes to: one, or every student of a program still enrolled in it. */
async function recipientsOf(ctx: AppContext, notice: TSendStaffNotification): Promise<number[]> {
  if (notice.student !== undefined) {
    const [student] = await ctx.db
      .select({ id: studentProfiles.id })
      .from(studentProfiles)
      .where(eq(studentProfiles.id, notice.student));
    if (!student) throw new NotFound(staffCoded('staff.records.studentNotFound'));
    return [student.id];
  }
  const [program] = await ctx.db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.id, notice.program!));
  if (!program) throw new NotFound(staffCoded('staff.programs.notFound'));
  const rows = await ctx.db
    .selectDistinct({ id: subscriptions.studentId })
    .from(subscriptions)
    .where(and(eq(subscriptions.courseId, program.id), ne(subscriptions.status, 'cancelled')));
  return rows.map((row) => row.id);
}

/**
 * As `portal notify` does, from the console: the notice reaches each bell (and mail, by each student's
 * preferences) in one transaction, in the order of the students' ids as every such write takes their
 * counts' locks; its audit row says who wrote what to whom.
 */
export async function sendStaffNotification(
  ctx: AppContext,
  actor: AuditActor,
  notice: TSendStaffNotification,
): Promise<{ notified: number }> {
  const students = [...new Set(await recipientsOf(ctx, notice))].sort((a, b) => a - b);
  const content = { type: notice.type, heading: notice.heading, message: notice.message };
  await ctx.db.transaction(async (tx) => {
    for (const student of students) await notify(ctx, student, content, tx);
    await recordAudit(tx, actor, {
      action: 'notification.send',
      entity: notice.student === undefined ? 'program' : 'student',
      entityId: notice.student ?? notice.program!,
      after: { ...content, recipients: students.length },
    });
  });
  return { notified: students.length };
}
