import {
  type TJoinLiveSessionResponse,
  type TLiveSession,
  type ZListLiveSessionsQuery,
  coded,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { Forbidden, Invalid, NotFound } from '../../lib/errors';
import { findStudentSubscription, listOwnSubscriptions } from '../enrolment/enrolment.service';
import { accessOf } from '../enrolment/subscription-access';
import { type Reader, localize } from '../institute/localize';
import { findInstitute } from '../institute/institute.service';
import { calendarOf } from './live-calendar';
import { embeds, endOf, joinRefusal, providerOf, statusOf } from './live-status';
import {
  type LiveSessionRow,
  type LiveSessionWithCourse,
  type Scope,
  type SubscriptionRow,
  countLiveSessions,
  findAttendance,
  findLiveSession,
  insertAttendance,
  pageOfLiveSessions,
} from './live.repository';

type ListQuery = z.output<typeof ZListLiveSessionsQuery>;

/** Every call answers 404 while the institute has live sessions switched off; answers its time zone. */
async function requireLiveSessions(ctx: AppContext): Promise<string> {
  const institute = await findInstitute(ctx.db);
  if (!institute?.liveSessionEnabled) throw new NotFound(coded('live.off'));
  return institute.timeZone;
}

/** As in the course room: sessions show with course access; a view-only graduate cannot join. */
const seesSessions = (s: SubscriptionRow, now: Date) => {
  const access = accessOf(s, now);
  return access === 'full' || access === 'view_only';
};

const inCohort = (session: LiveSessionRow, s: SubscriptionRow) =>
  session.cohortId === null || session.cohortId === s.cohortId;

function present(
  { session, course: courseRow, cohort: cohortRow }: LiveSessionWithCourse,
  own: SubscriptionRow,
  attended: boolean,
  now: Date,
  reader: Reader,
): TLiveSession {
  const refusal = joinRefusal(session, now);
  const takesPart = accessOf(own, now) === 'full';
  const course = localize(courseRow, reader);
  const cohort = cohortRow && localize(cohortRow, reader);
  return {
    id: session.id,
    title: session.title,
    description: session.description,
    lang: reader.fallback,
    course: { id: course.id, name: course.name, lang: course.lang, slug: course.slug },
    subscription_id: own.id,
    cohort_id: session.cohortId,
    cohort_name: cohort?.name ?? null,
    cohort_name_lang: cohort?.lang ?? null,
    starts_at: session.startsAt.toISOString(),
    ends_at: endOf(session).toISOString(),
    duration_minutes: session.durationMinutes,
    status: statusOf(session, now),
    provider: providerOf(session.meetingUrl),
    can_join: refusal === null && takesPart,
    join_waits: refusal === 'tooEarly' ? 'too_early' : refusal === null && !takesPart ? 'access' : null,
    recording_url: session.recordingUrl,
    attended,
  };
}

export async function listLiveSessions(ctx: AppContext, studentId: number, query: ListQuery, reader: Reader) {
  const timeZone = await requireLiveSessions(ctx);
  const now = ctx.now();
  const own = (await listOwnSubscriptions(ctx.db, studentId))
    .map((row) => row.subscription)
    .filter((s) => seesSessions(s, now));
  if (own.length === 0) return { count: 0, results: [], time_zone: timeZone };
  const byCourse = new Map(own.map((s) => [s.courseId, s]));
  const scopes: Scope[] = own.map((s) => ({ courseId: s.courseId, cohortId: s.cohortId }));
  const filter = { scopes, status: query.status, courseId: query.course, now };
  const [rows, count] = await Promise.all([
    pageOfLiveSessions(ctx.db, studentId, filter, query),
    countLiveSessions(ctx.db, filter),
  ]);
  return {
    count,
    results: rows.map((row) =>
      present(row, byCourse.get(row.course.id)!, row.attendedAt !== null, now, reader),
    ),
    time_zone: timeZone,
  };
}

/** The session and the student's subscription it comes through; another program's or cohort's is 404. */
async function ownSession(ctx: AppContext, studentId: number, id: number) {
  const found = await findLiveSession(ctx.db, id);
  if (!found) throw new NotFound();
  const own = await findStudentSubscription(ctx.db, studentId, found.session.courseId);
  if (!own || !seesSessions(own, ctx.now()) || !inCohort(found.session, own))
    throw new NotFound(coded('live.notEnrolled'));
  return { found, own };
}

export async function getLiveSession(
  ctx: AppContext,
  studentId: number,
  id: number,
  reader: Reader,
): Promise<TLiveSession> {
  await requireLiveSessions(ctx);
  const { found, own } = await ownSession(ctx, studentId, id);
  const attended = (await findAttendance(ctx.db, id, studentId)) !== null;
  return present(found, own, attended, ctx.now(), reader);
}

/** Records the first join (and its reward points) and answers where the meeting is. */
export async function joinLiveSession(
  ctx: AppContext,
  studentId: number,
  id: number,
): Promise<TJoinLiveSessionResponse> {
  await requireLiveSessions(ctx);
  const { found, own } = await ownSession(ctx, studentId, id);
  const now = ctx.now();
  const refusal = joinRefusal(found.session, now);
  if (refusal) throw new Invalid({ non_field_errors: [coded(`live.${refusal}`)] });
  if (accessOf(own, now) !== 'full') throw new Forbidden(coded('journey.viewOnly'));
  await ctx.db.transaction(async (tx) => {
    if (await insertAttendance(tx, id, studentId, now))
      await ctx.events.publish(tx, 'live.joined', `${id}:${studentId}`, {
        studentId,
        subscriptionId: own.id,
        sessionId: id,
        title: found.session.title,
      });
  });
  const provider = providerOf(found.session.meetingUrl);
  return { meeting_url: found.session.meetingUrl, provider, embed: embeds(provider) };
}

/** The session as an .ics file; its link leads to the portal's join page, which records attendance. */
export async function liveSessionCalendar(ctx: AppContext, studentId: number, id: number) {
  await requireLiveSessions(ctx);
  const { found } = await ownSession(ctx, studentId, id);
  const { session, course } = found;
  const portal = new URL(ctx.config.publicUrl);
  const joinPage = new URL(`/live-connect/join/${session.id}`, portal).toString();
  const institute = await findInstitute(ctx.db);
  const about = [session.description.trim(), `${course.name}. Join from the portal: ${joinPage}`];
  const ics = calendarOf(
    {
      uid: `live-session-${session.id}@${portal.host}`,
      stamp: ctx.now(),
      start: session.startsAt,
      end: endOf(session),
      summary: session.title,
      description: about.filter(Boolean).join('\n\n'),
      url: joinPage,
      cancelled: session.cancelledAt !== null,
    },
    `-//${institute?.name ?? 'Student portal'}//Live sessions//EN`,
  );
  return { name: `live-session-${session.id}.ics`, ics };
}
