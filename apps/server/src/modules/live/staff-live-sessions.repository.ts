import type { TListStaffLiveSessionsQuery, TLiveStatus } from '@portal/contract';
import { type SQL, and, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { containing, orderingOf, pageOf } from '../../db/list-query';
import { cohorts, courses, liveSessionAttendance, liveSessions } from '../../db/schema';

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const endsAt = sql`(${liveSessions.startsAt} + ${liveSessions.durationMinutes} * interval '1 minute')`;

const withCourse = (db: Executor) =>
  db
    .select({
      session: liveSessions,
      program: { id: courses.id, name: courses.name },
      cohort: { id: cohorts.id, name: cohorts.name },
      attendance: sql<number>`(select count(*)::int from ${liveSessionAttendance} a where a.live_session_id = ${liveSessions}.id)`,
    })
    .from(liveSessions)
    .innerJoin(courses, eq(courses.id, liveSessions.courseId))
    .leftJoin(cohorts, eq(cohorts.id, liveSessions.cohortId));

export type StaffLiveSessionRow = Awaited<ReturnType<ReturnType<typeof withCourse>['execute']>>[number];

/** The status the clock gives a session, as a condition: the same rule as `statusOf`. */
function inStatus(status: TLiveStatus, now: Date): SQL | undefined {
  switch (status) {
    case 'scheduled':
      return and(isNull(liveSessions.cancelledAt), sql`${liveSessions.startsAt} > ${instant(now)}`);
    case 'ongoing':
      return and(
        isNull(liveSessions.cancelledAt),
        sql`${liveSessions.startsAt} <= ${instant(now)}`,
        sql`${endsAt} > ${instant(now)}`,
      );
    case 'completed':
      return and(isNull(liveSessions.cancelledAt), sql`${endsAt} <= ${instant(now)}`);
    case 'cancelled':
      return isNotNull(liveSessions.cancelledAt);
  }
}

/** A page of sessions, latest start first unless said; an instructor's programs' only. */
export async function pageOfStaffLiveSessions(
  db: Executor,
  query: TListStaffLiveSessionsQuery,
  now: Date,
  within?: number[],
) {
  const where = and(
    within && inArray(liveSessions.courseId, within.length > 0 ? within : [-1]),
    query.program === undefined ? undefined : eq(liveSessions.courseId, query.program),
    query.status === undefined ? undefined : inStatus(query.status, now),
    query.search
      ? or(ilike(liveSessions.title, containing(query.search)), ilike(courses.name, containing(query.search)))
      : undefined,
  );
  return pageOf(
    db,
    () => withCourse(db).where(where).$dynamic(),
    [
      orderingOf(query.ordering ?? '-starts_at', { starts_at: liveSessions.startsAt }, 'starts_at'),
      liveSessions.id,
    ],
    query,
  );
}

export async function findStaffLiveSession(db: Executor, id: number): Promise<StaffLiveSessionRow | null> {
  const [row] = await withCourse(db).where(eq(liveSessions.id, id));
  return row ?? null;
}
