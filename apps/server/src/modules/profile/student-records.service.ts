import { type TListStudentRecordsQuery, type TStudentRecord, staffCoded } from '@portal/contract';
import type { AppContext } from '../../context';
import { schoolDate } from '../../lib/dates';
import { Forbidden, NotFound } from '../../lib/errors';
import { findProfileById } from '../auth/students.service';
import { roleAuthorizes } from '../auth/staff-access';
import { openOwnFile } from '../files/files.service';
import { findInstitute } from '../institute/institute.service';
import { type StaffSession, reachOf } from '../staff/staff-session';
import { profileVerificationOf } from './field-verifications';
import {
  type StudentRecordRow,
  findStudentRecord,
  listProgramsOf,
  pageOfStudentRecords,
} from './student-records.repository';

async function present(
  ctx: AppContext,
  rows: StudentRecordRow[],
  within?: number[],
): Promise<TStudentRecord[]> {
  const programs = await listProgramsOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.name,
    email: row.email,
    phone: row.phone,
    email_verified: row.emailVerified,
    created_at: row.createdAt.toISOString(),
    profile: null,
    programs: programs
      .filter((p) => p.studentId === row.id && (!within || within.includes(p.courseId)))
      .map((p) => ({
        subscription_id: p.subscriptionId,
        course_id: p.courseId,
        course_name: p.courseName,
        status: p.status,
      })),
  }));
}

export async function listStudentRecords(
  ctx: AppContext,
  staff: StaffSession,
  query: TListStudentRecordsQuery,
) {
  const within = reachOf(staff);
  // whether a student owes is the finance office's to know
  if (query.payments && !roleAuthorizes(staff.user.role, { resource: 'payments', action: 'read' }))
    throw new Forbidden();
  const zone = (await findInstitute(ctx.db))?.timeZone ?? 'America/Toronto';
  const today = schoolDate(ctx.now(), zone);
  const { count, rows } = await pageOfStudentRecords(ctx.db, query, { within, today });
  return { count, results: await present(ctx, rows, within) };
}

/**
 * One student, with their profile field by field for the staff who verify it; a student outside an
 * instructor's programs is not found, as if they did not exist.
 */
export async function getStudentRecord(
  ctx: AppContext,
  staff: StaffSession,
  id: number,
): Promise<TStudentRecord> {
  const within = reachOf(staff);
  const row = await findStudentRecord(ctx.db, id);
  const [record] = row ? await present(ctx, [row], within) : [];
  if (!record || (within && record.programs.length === 0))
    throw new NotFound(staffCoded('staff.records.studentNotFound'));
  if (!roleAuthorizes(staff.user.role, { resource: 'students', action: 'verify' })) return record;
  const profile = (await findProfileById(ctx.db, id))!;
  return { ...record, profile: await profileVerificationOf(ctx.db, profile) };
}

/** A student's profile photo and its bytes, to show the staff who verify it. */
export async function openStudentPhoto(ctx: AppContext, id: number) {
  const profile = await findProfileById(ctx.db, id);
  if (!profile?.profilePhotoFileId) throw new NotFound(staffCoded('staff.records.noPhoto'));
  return openOwnFile(ctx, profile.id, profile.profilePhotoFileId);
}
