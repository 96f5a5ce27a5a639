import {
  type TEnrolStudent,
  type TGraduateEnrolment,
  type TListStaffEnrolmentsQuery,
  type TStaffEnrolment,
  type TUpdateStaffEnrolment,
  staffCoded,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { NotFound } from '../../lib/errors';
import { findProfileById } from '../auth/students.service';
import type { AuditActor } from '../staff/audit-log';
import { type StaffSession, reachOf } from '../staff/staff-session';
import { changeEnrolment, grantAccess, graduate } from './enrolment.service';
import { type EnrolmentRow, findEnrolment, pageOfEnrolments } from './staff-enrolments.repository';

function present({ subscription: s, student, program, cohortName }: EnrolmentRow): TStaffEnrolment {
  return {
    id: s.id,
    student,
    program,
    cohort: s.cohortId === null ? null : { id: s.cohortId, name: cohortName ?? '' },
    status: s.status,
    payment_status: s.paymentStatus,
    course_access: s.courseAccess,
    completion: s.courseCompletion,
    note: s.studentRemark,
    enrolled_at: s.enrollDatetime.toISOString(),
    graduated_at: s.graduatedAt?.toISOString() ?? null,
    post_graduation_access_until: s.postGraduationAccessEndDate,
  };
}

export async function listStaffEnrolments(
  ctx: AppContext,
  staff: StaffSession,
  query: TListStaffEnrolmentsQuery,
) {
  const { count, rows } = await pageOfEnrolments(ctx.db, query, reachOf(staff));
  return { count, results: rows.map(present) };
}

/** One enrolment; outside an instructor's programs it is not found, as if it did not exist. */
export async function getStaffEnrolment(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
): Promise<TStaffEnrolment> {
  const row = await findEnrolment(ctx.db, id);
  const within = reachOf(staff);
  if (!row || (within && !within.includes(row.program.id)))
    throw new NotFound(staffCoded('staff.records.enrolmentNotFound'));
  return present(row);
}

export async function enrolStudent(
  ctx: AppContext,
  staff: StaffSession,
  actor: AuditActor,
  body: TEnrolStudent,
) {
  if (!(await findProfileById(ctx.db, body.student)))
    throw new NotFound(staffCoded('staff.records.studentNotFound'));
  const row = await grantAccess(ctx, body.student, { id: body.program }, body.note, actor);
  return getStaffEnrolment(ctx, staff, row.id);
}

export async function updateStaffEnrolment(
  ctx: AppContext,
  staff: StaffSession,
  actor: AuditActor,
  id: number,
  patch: TUpdateStaffEnrolment,
) {
  await changeEnrolment(ctx, actor, id, { courseAccess: patch.course_access, note: patch.note });
  return getStaffEnrolment(ctx, staff, id);
}

export async function graduateEnrolment(
  ctx: AppContext,
  staff: StaffSession,
  actor: AuditActor,
  id: number,
  body: TGraduateEnrolment,
) {
  const row = await findEnrolment(ctx.db, id);
  if (!row) throw new NotFound(staffCoded('staff.records.enrolmentNotFound'));
  await graduate(ctx, row.student.id, { id: row.program.id }, body.post_graduation_access_until, actor);
  return getStaffEnrolment(ctx, staff, id);
}
