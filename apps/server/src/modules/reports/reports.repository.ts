import type { TStaffReportFilters } from '@portal/contract';
import { type AnyColumn, type SQL, and, asc, eq, exists, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  contentProgress,
  contentSubmissions,
  contents,
  courses,
  payments,
  studentProfiles,
  subscriptions,
  users,
} from '../../db/schema';

const BATCH = 1000;

/** The days a timestamp falls on in the institute's time zone, both ends included. */
function daysOf(column: AnyColumn, filters: TStaffReportFilters, timeZone: string): SQL | undefined {
  const day = sql`(${column} at time zone ${timeZone})::date`;
  return and(
    filters.from ? sql`${day} >= ${filters.from}::date` : undefined,
    filters.to ? sql`${day} <= ${filters.to}::date` : undefined,
  );
}

/** Rows in pages by their id, so that a large report never sits whole in memory. */
async function* inPages<R>(
  fetch: (after: number, limit: number) => Promise<R[]>,
  idOf: (row: R) => number,
): AsyncGenerator<R> {
  let after = 0;
  for (;;) {
    const page = await fetch(after, BATCH);
    yield* page;
    if (page.length < BATCH) return;
    after = idOf(page.at(-1)!);
  }
}

const student = { id: studentProfiles.id, name: users.name, email: users.email };

export function eachStudent(db: Executor, filters: TStaffReportFilters, timeZone: string) {
  const where = and(
    filters.program === undefined
      ? undefined
      : exists(
          db
            .select({ id: subscriptions.id })
            .from(subscriptions)
            .where(
              and(
                eq(subscriptions.studentId, studentProfiles.id),
                eq(subscriptions.courseId, filters.program),
              ),
            ),
        ),
    daysOf(users.createdAt, filters, timeZone),
  );
  return inPages(
    (after, limit) =>
      db
        .select({
          ...student,
          studentNo: studentProfiles.studentNo,
          firstName: studentProfiles.firstName,
          lastName: studentProfiles.lastName,
          phone: studentProfiles.phone,
          city: studentProfiles.city,
          province: studentProfiles.province,
          country: studentProfiles.country,
          createdAt: users.createdAt,
        })
        .from(studentProfiles)
        .innerJoin(users, eq(users.id, studentProfiles.userId))
        .where(and(where, gt(studentProfiles.id, after)))
        .orderBy(asc(studentProfiles.id))
        .limit(limit),
    (row) => row.id,
  );
}

const ofProgram = (filters: TStaffReportFilters) =>
  filters.program === undefined ? undefined : eq(subscriptions.courseId, filters.program);

export function eachEnrolment(db: Executor, filters: TStaffReportFilters, timeZone: string) {
  const where = and(ofProgram(filters), daysOf(subscriptions.enrollDatetime, filters, timeZone));
  return inPages(
    (after, limit) =>
      db
        .select({ subscription: subscriptions, student, program: courses.name })
        .from(subscriptions)
        .innerJoin(courses, eq(courses.id, subscriptions.courseId))
        .innerJoin(studentProfiles, eq(studentProfiles.id, subscriptions.studentId))
        .innerJoin(users, eq(users.id, studentProfiles.userId))
        .where(and(where, gt(subscriptions.id, after)))
        .orderBy(asc(subscriptions.id))
        .limit(limit),
    (row) => row.subscription.id,
  );
}

export function eachPayment(db: Executor, filters: TStaffReportFilters, timeZone: string) {
  const where = and(ofProgram(filters), daysOf(payments.createdAt, filters, timeZone));
  return inPages(
    (after, limit) =>
      db
        .select({ payment: payments, student, program: courses.name })
        .from(payments)
        .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
        .innerJoin(courses, eq(courses.id, subscriptions.courseId))
        .innerJoin(studentProfiles, eq(studentProfiles.id, payments.studentId))
        .innerJoin(users, eq(users.id, studentProfiles.userId))
        .where(and(where, gt(payments.id, after)))
        .orderBy(asc(payments.id))
        .limit(limit),
    (row) => row.payment.id,
  );
}

export function eachGrade(db: Executor, filters: TStaffReportFilters, timeZone: string) {
  const where = and(ofProgram(filters), daysOf(contentSubmissions.submittedAt, filters, timeZone));
  return inPages(
    (after, limit) =>
      db
        .select({ submission: contentSubmissions, student, program: courses.name, item: contents.name })
        .from(contentSubmissions)
        .innerJoin(subscriptions, eq(subscriptions.id, contentSubmissions.subscriptionId))
        .innerJoin(courses, eq(courses.id, subscriptions.courseId))
        .innerJoin(contents, eq(contents.id, contentSubmissions.contentId))
        .innerJoin(studentProfiles, eq(studentProfiles.id, subscriptions.studentId))
        .innerJoin(users, eq(users.id, studentProfiles.userId))
        .where(and(where, gt(contentSubmissions.id, after)))
        .orderBy(asc(contentSubmissions.id))
        .limit(limit),
    (row) => row.submission.id,
  );
}

/** The attendance recorded toward each item: items with none are left out. */
export function eachAttendance(db: Executor, filters: TStaffReportFilters, timeZone: string) {
  const where = and(
    ofProgram(filters),
    gt(contentProgress.attendanceCount, 0),
    daysOf(contentProgress.updatedAt, filters, timeZone),
  );
  return inPages(
    (after, limit) =>
      db
        .select({ progress: contentProgress, student, program: courses.name, item: contents.name })
        .from(contentProgress)
        .innerJoin(subscriptions, eq(subscriptions.id, contentProgress.subscriptionId))
        .innerJoin(courses, eq(courses.id, subscriptions.courseId))
        .innerJoin(contents, eq(contents.id, contentProgress.contentId))
        .innerJoin(studentProfiles, eq(studentProfiles.id, subscriptions.studentId))
        .innerJoin(users, eq(users.id, studentProfiles.userId))
        .where(and(where, gt(contentProgress.id, after)))
        .orderBy(asc(contentProgress.id))
        .limit(limit),
    (row) => row.progress.id,
  );
}
