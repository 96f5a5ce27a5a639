import type { TListStudentRecordsQuery, TStudentRecord } from '@portal/contract';
import type { AppContext } from '../../context';
import { NotFound } from '../../lib/errors';
import type { StaffSession } from '../staff/staff-session';
import {
  type StudentRecordRow,
  findStudentRecord,
  listProgramsOf,
  pageOfStudentRecords,
} from './student-records.repository';

/** An instructor sees the students of the programs they teach, and only those programs of theirs. */
const reachOf = (staff: StaffSession) => (staff.user.role === 'instructor' ? staff.programs : undefined);

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
  const { count, rows } = await pageOfStudentRecords(ctx.db, query, within);
  return { count, results: await present(ctx, rows, within) };
}

/** One student; a student outside an instructor's programs is not found, as if they did not exist. */
export async function getStudentRecord(ctx: AppContext, staff: StaffSession, id: number) {
  const within = reachOf(staff);
  const row = await findStudentRecord(ctx.db, id);
  const [record] = row ? await present(ctx, [row], within) : [];
  if (!record || (within && record.programs.length === 0)) throw new NotFound('Student not found.');
  return record;
}
