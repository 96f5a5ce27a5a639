import { LIVE_JOIN_EARLY_MINUTES } from '@portal/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { namesOf } from '../../lib/names';
import { findCourse } from '../catalogue/catalogue.service';
import { accessOf } from '../enrolment/subscription-access';
import { findInstitute } from '../institute/institute.service';
import { notify } from '../notifications/notifications.service';
import { LIVE_NOTIFICATIONS, type SessionNews } from './live-messages';
import { endOf, providerOf, statusOf } from './live-status';
import {
  type LiveSessionRow,
  findCohortOf,
  findLiveSession,
  insertLiveSession,
  listLiveSessionsForSchool,
  markCancelled,
  setRecordingUrl,
  subscriptionsOfSession,
} from './live.repository';

dayjs.extend(utc);
dayjs.extend(timezone);

/** What the school schedules with `portal schedule-live`. */
export type NewLiveSession = {
  program: string;
  title: string;
  /** An ISO 8601 date-time with its offset, or `YYYY-MM-DD HH:mm` at the school. */
  start: string;
  durationMinutes: string;
  meetingUrl: string;
  cohort?: string;
  description?: string;
};

const MAX_DURATION_MINUTES = 24 * 60;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;

/** The calendar date and clock time exist (no 31 April, no 25:00). */
function realDateTime(match: RegExpExecArray): boolean {
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return date.getUTCMonth() === month! - 1 && date.getUTCDate() === day && hour! < 24 && minute! < 60;
}

/** The start as an instant: with its own offset, or read at the school's time zone. */
function parseStart(start: string, timeZone: string): Date {
  const text = start.trim();
  const local = LOCAL_TIME.exec(text);
  if (local && realDateTime(local)) return dayjs.tz(text.replace('T', ' '), timeZone).toDate();
  const iso = ISO_INSTANT.exec(text);
  if (iso && realDateTime(iso) && !Number.isNaN(Date.parse(text))) return new Date(text);
  throw new Invalid({
    start: [`a date and time such as 2026-11-24 14:00 (at the school, ${timeZone}) or 2026-11-24T19:00:00Z`],
  });
}

function checkHttpsLink(value: string, field: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Invalid({ [field]: ['a full https:// link'] });
  }
  // a page served over https embeds only https meetings, and students get no plain-http links
  if (url.protocol !== 'https:') throw new Invalid({ [field]: ['a full https:// link'] });
  return url.toString();
}

async function schoolZone(ctx: AppContext) {
  const institute = await findInstitute(ctx.db);
  return {
    timeZone: institute?.timeZone ?? 'America/Toronto',
    enabled: institute?.liveSessionEnabled === true,
  };
}

async function sessionById(ctx: AppContext, id: string) {
  if (!/^[1-9]\d{0,9}$/.test(id)) throw new Invalid({ id: ['a live session id such as 12'] });
  const found = await findLiveSession(ctx.db, Number(id));
  if (!found) throw new NotFound(`No live session ${id}.`);
  return found;
}

/**
 * Tells each student the session is for (its program's, only its cohort's when it has one) who may
 * join it now, each with the room of their own subscription.
 */
export async function tellStudents(
  ctx: AppContext,
  session: LiveSessionRow,
  course: Parameters<typeof namesOf>[0] & { slug: string },
  timeZone: string,
  message: (news: SessionNews) => Parameters<typeof notify>[2],
  db: Executor,
): Promise<number> {
  const now = ctx.now();
  // in the order of their ids, as notifyMany takes their notification count rows: never a deadlock
  const recipients = (await subscriptionsOfSession(db, session))
    .filter((s) => accessOf(s, now) === 'full')
    .sort((a, b) => a.studentId - b.studentId);
  for (const s of recipients) {
    const news: SessionNews = {
      title: session.title,
      program: namesOf(course),
      courseSlug: course.slug,
      subscriptionId: s.id,
      startsAt: session.startsAt,
      durationMinutes: session.durationMinutes,
      timeZone,
    };
    await notify(ctx, s.studentId, message(news), db);
  }
  return recipients.length;
}

/** `portal schedule-live`: a session of a program, or of one of its cohorts; its students are told. */
export async function scheduleLiveSession(ctx: AppContext, input: NewLiveSession) {
  const { timeZone, enabled } = await schoolZone(ctx);
  const title = input.title.trim();
  if (!title || title.length > 200) throw new Invalid({ title: ['a title of 1 to 200 characters'] });
  const startsAt = parseStart(input.start, timeZone);
  const now = ctx.now();
  if (startsAt <= now) throw new Invalid({ start: ['the start must be in the future'] });
  const durationMinutes = /^\d{1,4}$/.test(input.durationMinutes) ? Number(input.durationMinutes) : 0;
  if (durationMinutes < 1 || durationMinutes > MAX_DURATION_MINUTES)
    throw new Invalid({
      'duration-minutes': [`a whole number of minutes from 1 to ${MAX_DURATION_MINUTES}`],
    });
  const meetingUrl = checkHttpsLink(input.meetingUrl, 'meeting-url');
  const course = await findCourse(ctx.db, { slug: input.program });
  if (!course) throw new NotFound(`No program '${input.program}'.`);
  let cohort: { id: number; name: string } | null = null;
  if (input.cohort !== undefined) {
    if (!/^[1-9]\d{0,9}$/.test(input.cohort)) throw new Invalid({ cohort: ['a cohort id such as 3'] });
    cohort = await findCohortOf(ctx.db, course.id, Number(input.cohort));
    if (!cohort) throw new NotFound(`No cohort ${input.cohort} in ${course.slug}.`);
  }

  return ctx.db.transaction(async (tx) => {
    const session = await insertLiveSession(tx, {
      courseId: course.id,
      cohortId: cohort?.id ?? null,
      title,
      description: input.description?.trim() ?? '',
      startsAt,
      durationMinutes,
      meetingUrl,
      // scheduled within the notice window: the scheduled notice already says it is about to start
      startingNoticeAt: startsAt.getTime() - now.getTime() <= LIVE_JOIN_EARLY_MINUTES * 60_000 ? now : null,
      createdAt: now,
    });
    const told = enabled
      ? await tellStudents(ctx, session, course, timeZone, LIVE_NOTIFICATIONS.scheduled, tx)
      : 0;
    return { session, course, cohort, timeZone, told, enabled };
  });
}

/** `portal live cancel`: students who were told of it are told it is off. */
export async function cancelLiveSession(ctx: AppContext, id: string) {
  const { session, course } = await sessionById(ctx, id);
  const { timeZone, enabled } = await schoolZone(ctx);
  const now = ctx.now();
  if (session.cancelledAt) throw new Conflict(`Live session ${id} is already cancelled.`);
  if (statusOf(session, now) === 'completed') throw new Conflict(`Live session ${id} has already ended.`);
  return ctx.db.transaction(async (tx) => {
    const cancelled = await markCancelled(tx, session.id, now);
    if (!cancelled) throw new Conflict(`Live session ${id} is already cancelled.`);
    const told = enabled
      ? await tellStudents(ctx, cancelled, course, timeZone, LIVE_NOTIFICATIONS.cancelled, tx)
      : 0;
    return { session: cancelled, course, told };
  });
}

/** `portal live recording`: the link to watch it again; students are told the first time. */
export async function setLiveRecording(ctx: AppContext, id: string, url: string) {
  const { session, course } = await sessionById(ctx, id);
  const recordingUrl = checkHttpsLink(url, 'url');
  const { timeZone, enabled } = await schoolZone(ctx);
  const status = statusOf(session, ctx.now());
  if (status === 'cancelled') throw new Conflict(`Live session ${id} was cancelled.`);
  if (status === 'scheduled') throw new Conflict(`Live session ${id} has not started yet.`);
  return ctx.db.transaction(async (tx) => {
    const updated = await setRecordingUrl(tx, session.id, recordingUrl);
    const told =
      enabled && session.recordingUrl === null
        ? await tellStudents(ctx, updated, course, timeZone, LIVE_NOTIFICATIONS.recording, tx)
        : 0;
    return { session: updated, course, told, replaced: session.recordingUrl !== null };
  });
}

/** `portal live list`: every session, or a program's, soonest first, times at the school. */
export async function listSessionsForSchool(ctx: AppContext, program?: string) {
  if (program !== undefined && !(await findCourse(ctx.db, { slug: program })))
    throw new NotFound(`No program '${program}'.`);
  const { timeZone } = await schoolZone(ctx);
  const now = ctx.now();
  const rows = await listLiveSessionsForSchool(ctx.db, program);
  return {
    timeZone,
    rows: rows.map(({ session, course, cohortName }) => ({
      id: session.id,
      program: course.slug,
      cohort: cohortName,
      title: session.title,
      starts: dayjs(session.startsAt).tz(timeZone).format('YYYY-MM-DD HH:mm'),
      ends: dayjs(endOf(session)).tz(timeZone).format('HH:mm'),
      status: statusOf(session, now),
      provider: providerOf(session.meetingUrl),
      recording: session.recordingUrl,
    })),
  };
}
