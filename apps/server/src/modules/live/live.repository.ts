import { type SQL, and, asc, count, desc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Translations } from '../../db/schema/catalogue';
import { cohorts, courses, liveSessionAttendance, liveSessions, subscriptions } from '../../db/schema';

export type LiveSessionRow = typeof liveSessions.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
type Names = { name: string; translations: Translations<{ name: string }> };
type Course = Names & { id: number; slug: string };
/** A session with its program, and its cohort when it is one cohort's. */
export type LiveSessionWithCourse = { session: LiveSessionRow; course: Course; cohort: Names | null };

/** A program the student sees sessions of: all its sessions, or with a cohort, those for everyone and theirs. */
export type Scope = { courseId: number; cohortId: number | null };
export type StatusFilter = 'ongoing' | 'completed' | 'cancelled';

const course = { id: courses.id, name: courses.name, slug: courses.slug, translations: courses.translations };
const cohort = { name: cohorts.name, translations: cohorts.translations };
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;
const endsAt = sql`(${liveSessions.startsAt} + ${liveSessions.durationMinutes} * interval '1 minute')`;

function inScopes(scopes: Scope[]): SQL | undefined {
  return or(
    ...scopes.map((s) =>
      and(
        eq(liveSessions.courseId, s.courseId),
        s.cohortId === null
          ? isNull(liveSessions.cohortId)
          : or(isNull(liveSessions.cohortId), eq(liveSessions.cohortId, s.cohortId)),
      ),
    ),
  );
}

function withStatus(status: StatusFilter, now: Date): SQL | undefined {
  switch (status) {
    case 'ongoing':
      return and(isNull(liveSessions.cancelledAt), sql`${endsAt} > ${instant(now)}`);
    case 'completed':
      return and(isNull(liveSessions.cancelledAt), sql`${endsAt} <= ${instant(now)}`);
    case 'cancelled':
      return isNotNull(liveSessions.cancelledAt);
  }
}

type PageFilter = { scopes: Scope[]; status: StatusFilter; courseId?: number; now: Date };

function pageWhere(filter: PageFilter) {
  return and(
    inScopes(filter.scopes),
    withStatus(filter.status, filter.now),
    filter.courseId === undefined ? undefined : eq(liveSessions.courseId, filter.courseId),
  );
}

/** Soonest first for what is to come, latest first for what is over. */
export async function pageOfLiveSessions(
  db: Executor,
  studentId: number,
  filter: PageFilter,
  page: { offset: number; limit: number },
) {
  const order =
    filter.status === 'ongoing'
      ? [asc(liveSessions.startsAt), asc(liveSessions.id)]
      : [desc(liveSessions.startsAt), desc(liveSessions.id)];
  return db
    .select({ session: liveSessions, course, cohort, attendedAt: liveSessionAttendance.joinedAt })
    .from(liveSessions)
    .innerJoin(courses, eq(courses.id, liveSessions.courseId))
    .leftJoin(cohorts, eq(cohorts.id, liveSessions.cohortId))
    .leftJoin(
      liveSessionAttendance,
      and(
        eq(liveSessionAttendance.liveSessionId, liveSessions.id),
        eq(liveSessionAttendance.studentId, studentId),
      ),
    )
    .where(pageWhere(filter))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countLiveSessions(db: Executor, filter: PageFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(liveSessions).where(pageWhere(filter));
  return row?.n ?? 0;
}

export async function findLiveSession(db: Executor, id: number): Promise<LiveSessionWithCourse | null> {
  const [row] = await db
    .select({ session: liveSessions, course, cohort })
    .from(liveSessions)
    .innerJoin(courses, eq(courses.id, liveSessions.courseId))
    .leftJoin(cohorts, eq(cohorts.id, liveSessions.cohortId))
    .where(eq(liveSessions.id, id));
  return row ?? null;
}

export async function findAttendance(db: Executor, sessionId: number, studentId: number) {
  const [row] = await db
    .select()
    .from(liveSessionAttendance)
    .where(
      and(eq(liveSessionAttendance.liveSessionId, sessionId), eq(liveSessionAttendance.studentId, studentId)),
    );
  return row ?? null;
}

/** Answers false when the student had already joined: the first join is the one kept. */
export async function insertAttendance(
  db: Executor,
  sessionId: number,
  studentId: number,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(liveSessionAttendance)
    .values({ liveSessionId: sessionId, studentId, joinedAt: at })
    .onConflictDoNothing()
    .returning({ id: liveSessionAttendance.id });
  return rows.length > 0;
}

export async function insertLiveSession(db: Executor, values: typeof liveSessions.$inferInsert) {
  const [row] = await db.insert(liveSessions).values(values).returning();
  return row!;
}

/** Null when it was cancelled already. */
export async function markCancelled(db: Executor, id: number, at: Date): Promise<LiveSessionRow | null> {
  const [row] = await db
    .update(liveSessions)
    .set({ cancelledAt: at })
    .where(and(eq(liveSessions.id, id), isNull(liveSessions.cancelledAt)))
    .returning();
  return row ?? null;
}

export async function updateLiveSession(
  db: Executor,
  id: number,
  values: Partial<Omit<typeof liveSessions.$inferInsert, 'id'>>,
) {
  const [row] = await db.update(liveSessions).set(values).where(eq(liveSessions.id, id)).returning();
  return row!;
}

/** The session's row, locked until the transaction ends. */
export async function lockLiveSession(tx: Executor, id: number): Promise<LiveSessionRow | null> {
  const [row] = await tx.select().from(liveSessions).where(eq(liveSessions.id, id)).for('update');
  return row ?? null;
}

export async function findCohortOf(db: Executor, courseId: number, cohortId: number) {
  const [row] = await db
    .select({ id: cohorts.id, name: cohorts.name })
    .from(cohorts)
    .where(and(eq(cohorts.id, cohortId), eq(cohorts.courseId, courseId)));
  return row ?? null;
}

/** Every session, or a program's, with its program and cohort: the operator's list, soonest first. */
export async function listLiveSessionsForSchool(db: Executor, courseSlug?: string) {
  return db
    .select({ session: liveSessions, course, cohortName: cohorts.name })
    .from(liveSessions)
    .innerJoin(courses, eq(courses.id, liveSessions.courseId))
    .leftJoin(cohorts, eq(cohorts.id, liveSessions.cohortId))
    .where(courseSlug === undefined ? undefined : eq(courses.slug, courseSlug))
    .orderBy(asc(liveSessions.startsAt), asc(liveSessions.id));
}

/** The subscriptions a session's news goes to: its program's, and only its cohort's when it has one. */
export async function subscriptionsOfSession(
  db: Executor,
  session: LiveSessionRow,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.courseId, session.courseId),
        session.cohortId === null ? undefined : eq(subscriptions.cohortId, session.cohortId),
      ),
    )
    .orderBy(asc(subscriptions.id));
}

/** Sessions starting within `until` (or started and not over) whose students were not told yet. */
export async function sessionsToAnnounce(db: Executor, now: Date, until: Date) {
  return db
    .select({ session: liveSessions, course })
    .from(liveSessions)
    .innerJoin(courses, eq(courses.id, liveSessions.courseId))
    .where(
      and(
        isNull(liveSessions.cancelledAt),
        isNull(liveSessions.startingNoticeAt),
        lte(liveSessions.startsAt, until),
        gt(endsAt, instant(now)),
      ),
    )
    .orderBy(asc(liveSessions.startsAt), asc(liveSessions.id));
}

/**
 * Records that the starting notice is given, unless it already was: of several processes claiming the
 * same session, one wins.
 */
export async function claimStartingNotice(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(liveSessions)
    .set({ startingNoticeAt: at })
    .where(
      and(eq(liveSessions.id, id), isNull(liveSessions.startingNoticeAt), isNull(liveSessions.cancelledAt)),
    )
    .returning({ id: liveSessions.id });
  return rows.length > 0;
}
