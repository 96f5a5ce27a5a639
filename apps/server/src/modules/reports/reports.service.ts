import type { Readable } from 'node:stream';
import {
  STAFF_REPORT_NEEDS,
  type StaffReport,
  type TStaffReportFilters,
  roleAllows,
  staffCoded,
} from '@portal/contract';
import type { AppContext } from '../../context';
import { type CsvCell, csvStream } from '../../lib/csv';
import { Forbidden, Invalid } from '../../lib/errors';
import { findInstitute } from '../institute/institute.service';
import { type AuditActor, recordAudit } from '../staff/audit-log';
import type { StaffSession } from '../staff/staff-session';
import { eachAttendance, eachEnrolment, eachGrade, eachPayment, eachStudent } from './reports.repository';

/** An instant as ISO 8601 in the institute's time zone, with its offset: 2026-11-28T09:30:00-05:00. */
export function isoIn(at: Date | null, timeZone: string): string | null {
  if (!at) return null;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : parts.timeZoneName!.replace('GMT', '');
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}${offset}`;
}

/** Cents as a decimal amount, 1234 as 12.34: the currency has a column of its own. */
const decimal = (cents: number) => (cents / 100).toFixed(2);

type Report = { header: string[]; rows: (timeZone: string) => AsyncIterable<CsvCell[]> };

function reportOf(ctx: AppContext, report: StaffReport, filters: TStaffReportFilters): Report {
  const student = ['student_id', 'student_name', 'student_email'];
  switch (report) {
    case 'students':
      return {
        header: [
          'student_id',
          'student_no',
          'name',
          'first_name',
          'last_name',
          'email',
          'phone',
          'city',
          'province',
          'country',
          'registered_at',
        ],
        rows: async function* (timeZone) {
          for await (const s of eachStudent(ctx.db, filters, timeZone)) {
            yield [
              s.id,
              s.studentNo,
              s.name,
              s.firstName,
              s.lastName,
              s.email,
              s.phone,
              s.city,
              s.province,
              s.country,
              isoIn(s.createdAt, timeZone),
            ];
          }
        },
      };
    case 'enrolments':
      return {
        header: [
          'enrolment_id',
          ...student,
          'program',
          'status',
          'payment_status',
          'price',
          'currency',
          'course_access',
          'completion_percent',
          'final_gpa',
          'enrolled_at',
          'graduated_at',
        ],
        rows: async function* (timeZone) {
          for await (const { subscription: e, student: s, program } of eachEnrolment(
            ctx.db,
            filters,
            timeZone,
          )) {
            yield [
              e.id,
              s.id,
              s.name,
              s.email,
              program,
              e.status,
              e.paymentStatus,
              decimal(e.priceCents),
              e.currency,
              e.courseAccess,
              e.courseCompletion,
              e.gpaFinalScore,
              isoIn(e.enrollDatetime, timeZone),
              isoIn(e.graduatedAt, timeZone),
            ];
          }
        },
      };
    case 'payments':
      return {
        header: [
          'payment_id',
          ...student,
          'program',
          'enrolment_id',
          'kind',
          'method',
          'status',
          'amount',
          'currency',
          'reference_code',
          'created_at',
          'refunded_at',
          'refund_reason',
        ],
        rows: async function* (timeZone) {
          for await (const { payment: p, student: s, program } of eachPayment(ctx.db, filters, timeZone)) {
            yield [
              p.id,
              s.id,
              s.name,
              s.email,
              program,
              p.subscriptionId,
              p.kind,
              p.method,
              p.status,
              decimal(p.amountCents),
              p.currency,
              p.referenceCode,
              isoIn(p.createdAt, timeZone),
              isoIn(p.refundedAt, timeZone),
              p.refundReason,
            ];
          }
        },
      };
    case 'grades':
      return {
        header: [
          'submission_id',
          ...student,
          'program',
          'enrolment_id',
          'item',
          'status',
          'marks',
          'submitted_at',
          'graded_at',
        ],
        rows: async function* (timeZone) {
          for await (const { submission: g, student: s, program, item } of eachGrade(
            ctx.db,
            filters,
            timeZone,
          )) {
            yield [
              g.id,
              s.id,
              s.name,
              s.email,
              program,
              g.subscriptionId,
              item,
              g.status,
              g.marks,
              isoIn(g.submittedAt, timeZone),
              isoIn(g.gradedAt, timeZone),
            ];
          }
        },
      };
    case 'attendance':
      return {
        header: [...student, 'program', 'enrolment_id', 'item', 'attendance_count', 'updated_at'],
        rows: async function* (timeZone) {
          for await (const { progress: a, student: s, program, item } of eachAttendance(
            ctx.db,
            filters,
            timeZone,
          )) {
            yield [
              s.id,
              s.name,
              s.email,
              program,
              a.subscriptionId,
              item,
              a.attendanceCount,
              isoIn(a.updatedAt, timeZone),
            ];
          }
        },
      };
  }
}

/**
 * A report as CSV: refused unless the member's role also reads what it holds, and logged as
 * `report.exported`, since it takes students' personal data out of the portal.
 */
export async function exportReport(
  ctx: AppContext,
  staff: Pick<StaffSession, 'user'>,
  actor: AuditActor,
  report: StaffReport,
  filters: TStaffReportFilters,
): Promise<{ filename: string; csv: Readable }> {
  if (!roleAllows(staff.user.role, STAFF_REPORT_NEEDS[report])) throw new Forbidden();
  if (filters.from && filters.to && filters.from > filters.to) {
    throw new Invalid({ to: [staffCoded('staff.records.periodOrder')] });
  }
  const timeZone = (await findInstitute(ctx.db))?.timeZone ?? 'America/Toronto';
  await recordAudit(ctx.db, actor, {
    action: 'report.exported',
    entity: 'report',
    entityId: report,
    after: { report, program: filters.program ?? null, from: filters.from ?? null, to: filters.to ?? null },
  });
  const { header, rows } = reportOf(ctx, report, filters);
  const today = isoIn(ctx.now(), timeZone)!.slice(0, 10);
  return { filename: `${report}-${today}.csv`, csv: csvStream(header, rows(timeZone)) };
}
