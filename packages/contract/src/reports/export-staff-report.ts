import { z } from 'zod';
import { operation } from '../common/operation';
import type { StaffPermission } from '../staff/staff-roles';

export const STAFF_REPORTS = ['students', 'enrolments', 'payments', 'grades', 'attendance'] as const;
export type StaffReport = (typeof STAFF_REPORTS)[number];

/**
 * What a role must also read to export a report, beyond `reports: export`: a report takes out
 * nothing its exporter could not read in the console.
 */
export const STAFF_REPORT_NEEDS: Record<StaffReport, StaffPermission> = {
  students: { resource: 'students', action: 'read' },
  enrolments: { resource: 'enrolments', action: 'read' },
  payments: { resource: 'payments', action: 'read' },
  grades: { resource: 'grading', action: 'read' },
  attendance: { resource: 'attendance', action: 'read' },
};

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date such as 2026-09-01');

export const ZStaffReportParams = z.object({ report: z.enum(STAFF_REPORTS) });

/** A program, and days in the institute's time zone, both ends included. */
export const ZStaffReportFilters = z.object({
  program: z.coerce.number().int().positive().optional(),
  from: ZDay.optional(),
  to: ZDay.optional(),
});
export type TStaffReportFilters = z.infer<typeof ZStaffReportFilters>;

/** One report as CSV for a spreadsheet, with English column names; the export is logged. */
export const exportStaffReport = operation({
  method: 'GET',
  path: '/api/v1/staff/reports/:report/',
  tag: 'staff',
  summary: 'A report of students, enrolments, payments, grades or attendance as CSV',
  params: ZStaffReportParams,
  query: ZStaffReportFilters,
  errors: [401, 403],
  staff: { resource: 'reports', action: 'export' },
});
