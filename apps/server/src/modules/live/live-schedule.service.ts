import { LIVE_JOIN_EARLY_MINUTES, MAX_LIVE_DURATION_MINUTES, staffCoded } from '@portal/contract';
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
import { type AuditActor, OPERATOR, recordAudit } from '../staff/audit-log';
import { LIVE_NOTIFICATIONS, type SessionNews } from './live-messages';
import { endOf, providerOf, statusOf } from './live-status';
import {
  type LiveSessionRow,
  findCohortOf,
  findLiveSession,
  insertLiveSession,
  listLiveSessionsForSchool,
  lockLiveSession,
  markCancelled,
  subscriptionsOfSession,
  updateLiveSession,
} from './live.repository';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The names a refusal gives its fields: the command's arguments, or the console form's fields, so
 * that each reads the message where the value was typed.
 */
export type LiveFields = {
  start: string;
  duration: string;
  meetingUrl: string;
  recordingUrl: string;
  cohort: string;
};
export const COMMAND_FIELDS: LiveFields = {
  start: 'start',
  duration: 'duration-minutes',
  meetingUrl: 'meeting-url',
  recordingUrl: 'url',
  cohort: 'cohort',
};
export const FORM_FIELDS: LiveFields = {
  start: 'start',
  duration: 'duration_minutes',
  meetingUrl: 'meeting_url',
  recordingUrl: 'recording_url',
  cohort: 'cohort',
};

/** Who writes, how their refusals name fields, and an instructor's programs (none: every program). */
export type LiveWriter = { actor?: AuditActor; fields?: LiveFields; within?: number[] };

/** What the school schedules, from `portal schedule-live` or the console. */
export type NewLiveSession = {
  program: { slug: string } | { id: number };
  title: string;
  /** An ISO 8601 date-time with its offset, or `YYYY-MM-DD HH:mm` at the school. */
  start: string;
  durationMinutes: string | number;
  meetingUrl: string;
  cohort?: string | number | null;
  description?: string;
};

/** What a change of a session that has not started may set. */
export type LiveSessionChange = Partial<
  Pick<NewLiveSession, 'title' | 'start' | 'durationMinutes' | 'meetingUrl' | 'description'>
>;

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/;
const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
const ID = /^[1-9]\d{0,9}$/;

/** The calendar date and clock time exist (no 31 April, no 25:00). */
function realDateTime(match: RegExpExecArray): boolean {
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return date.getUTCMonth() === month! - 1 && date.getUTCDate() === day && hour! < 24 && minute! < 60;
}

/** The start as an instant: with its own offset, or read at the school's time zone; never past. */
function parseStart(start: string, timeZone: string, now: Date, field: string): Date {
  const text = start.trim();
  const local = LOCAL_TIME.exec(text);
  const iso = ISO_INSTANT.exec(text);
  let at: Date | null = null;
  if (local && realDateTime(local)) at = dayjs.tz(text.replace('T', ' '), timeZone).toDate();
  else if (iso && realDateTime(iso) && !Number.isNaN(Date.parse(text))) at = new Date(text);
  if (!at)
    throw new Invalid({
      [field]: [staffCoded('staff.live.startFormat', { timeZone })],
    });
  if (at <= now) throw new Invalid({ [field]: [staffCoded('staff.live.startPast')] });
  return at;
}

function parseDuration(value: string | number, field: string): number {
  const text = String(value).trim();
  const minutes = /^\d{1,4}$/.test(text) ? Number(text) : 0;
  if (minutes < 1 || minutes > MAX_LIVE_DURATION_MINUTES)
    throw new Invalid({ [field]: [staffCoded('staff.live.duration', { max: MAX_LIVE_DURATION_MINUTES })] });
  return minutes;
}

function parseTitle(value: string): string {
  const title = value.trim();
  if (!title || title.length > 200) throw new Invalid({ title: [staffCoded('staff.live.title')] });
  return title;
}

function checkHttpsLink(value: string, field: string): string {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Invalid({ [field]: [staffCoded('staff.live.httpsLink')] });
  }
  // a page served over https embeds only https meetings, and students get no plain-http links
  if (url.protocol !== 'https:') throw new Invalid({ [field]: [staffCoded('staff.live.httpsLink')] });
  return url.toString();
}

/** The school's time zone, which sessions are typed and shown in, and whether live sessions are on. */
export async function schoolZone(ctx: AppContext) {
  const institute = await findInstitute(ctx.db);
  return {
    timeZone: institute?.timeZone ?? 'America/Toronto',
    enabled: institute?.liveSessionEnabled === true,
  };
}

/** A session by its id; outside an instructor's programs it is not found. */
export async function sessionById(ctx: AppContext, id: string | number, within?: number[]) {
  if (!ID.test(String(id))) throw new Invalid({ id: [staffCoded('staff.live.sessionId')] });
  const found = await findLiveSession(ctx.db, Number(id));
  if (!found || (within && !within.includes(found.course.id)))
    throw new NotFound(staffCoded('staff.live.sessionNotFound', { id }));
  return found;
}

/** The row locked until the transaction ends: two members changing one session decide one after the other. */
async function lockedSession(tx: Executor, id: number) {
  const row = await lockLiveSession(tx, id);
  if (!row) throw new NotFound(staffCoded('staff.live.sessionNotFound', { id }));
  return row;
}

/** A session's facts as the audit log keeps them, times as instants. */
const audited = (s: LiveSessionRow) => ({
  title: s.title,
  description: s.description,
  starts_at: s.startsAt.toISOString(),
  duration_minutes: s.durationMinutes,
  meeting_url: s.meetingUrl,
  cohort: s.cohortId,
  cancelled: s.cancelledAt !== null,
  recording_url: s.recordingUrl,
});

/**
 * When the starting notice is due: already given (now) for a session starting within the notice
 * window, else none yet, so that a session moved later is announced again when it nears.
 */
const startingNotice = (startsAt: Date, now: Date) =>
  startsAt.getTime() - now.getTime() <= LIVE_JOIN_EARLY_MINUTES * 60_000 ? now : null;

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

/** A session of a program, or of one of its cohorts; its students are told. */
export async function scheduleLiveSession(ctx: AppContext, input: NewLiveSession, writer: LiveWriter = {}) {
  const { actor = OPERATOR, fields = COMMAND_FIELDS, within } = writer;
  const { timeZone, enabled } = await schoolZone(ctx);
  const now = ctx.now();
  const title = parseTitle(input.title);
  const startsAt = parseStart(input.start, timeZone, now, fields.start);
  const durationMinutes = parseDuration(input.durationMinutes, fields.duration);
  const meetingUrl = checkHttpsLink(input.meetingUrl, fields.meetingUrl);
  const named = 'slug' in input.program ? input.program.slug : String(input.program.id);
  const course = await findCourse(ctx.db, input.program);
  if (!course || (within && !within.includes(course.id)))
    throw new NotFound(staffCoded('staff.programs.noSuchProgram', { program: named }));
  let cohort: { id: number; name: string } | null = null;
  if (input.cohort !== undefined && input.cohort !== null) {
    if (!ID.test(String(input.cohort)))
      throw new Invalid({ [fields.cohort]: [staffCoded('staff.live.cohortId')] });
    cohort = await findCohortOf(ctx.db, course.id, Number(input.cohort));
    if (!cohort)
      throw new NotFound(
        staffCoded('staff.live.cohortNotFound', { cohort: input.cohort, program: course.slug }),
      );
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
      startingNoticeAt: startingNotice(startsAt, now),
      createdAt: now,
    });
    await recordAudit(tx, actor, {
      action: 'live_session.schedule',
      entity: 'live_session',
      entityId: session.id,
      after: audited(session),
    });
    const told = enabled
      ? await tellStudents(ctx, session, course, timeZone, LIVE_NOTIFICATIONS.scheduled, tx)
      : 0;
    return { session, course, cohort, timeZone, told, enabled };
  });
}

/**
 * Changes a session that has not started; students are told when its time moves (its start or its
 * length), and the starting notice follows the new start.
 */
export async function changeLiveSession(
  ctx: AppContext,
  id: string | number,
  change: LiveSessionChange,
  writer: LiveWriter = {},
) {
  const { actor = OPERATOR, fields = COMMAND_FIELDS, within } = writer;
  const { session, course } = await sessionById(ctx, id, within);
  const { timeZone, enabled } = await schoolZone(ctx);
  const now = ctx.now();
  const values = {
    ...(change.title !== undefined && { title: parseTitle(change.title) }),
    ...(change.description !== undefined && { description: change.description.trim() }),
    ...(change.start !== undefined && { startsAt: parseStart(change.start, timeZone, now, fields.start) }),
    ...(change.durationMinutes !== undefined && {
      durationMinutes: parseDuration(change.durationMinutes, fields.duration),
    }),
    ...(change.meetingUrl !== undefined && {
      meetingUrl: checkHttpsLink(change.meetingUrl, fields.meetingUrl),
    }),
  };
  return ctx.db.transaction(async (tx) => {
    const before = await lockedSession(tx, session.id);
    const status = statusOf(before, now);
    if (status !== 'scheduled') throw new Conflict(CHANGE_REFUSED[status]);
    const moved =
      (values.startsAt !== undefined && values.startsAt.getTime() !== before.startsAt.getTime()) ||
      (values.durationMinutes !== undefined && values.durationMinutes !== before.durationMinutes);
    const startsAt = values.startsAt ?? before.startsAt;
    const updated = await updateLiveSession(tx, session.id, {
      ...values,
      ...(moved && { startingNoticeAt: startingNotice(startsAt, now) }),
    });
    await recordAudit(tx, actor, {
      action: 'live_session.update',
      entity: 'live_session',
      entityId: session.id,
      before: audited(before),
      after: audited(updated),
    });
    const told =
      enabled && moved ? await tellStudents(ctx, updated, course, timeZone, LIVE_NOTIFICATIONS.moved, tx) : 0;
    return { session: updated, course, told, moved };
  });
}

const CHANGE_REFUSED = {
  ongoing: staffCoded('staff.live.started'),
  completed: staffCoded('staff.live.over'),
  cancelled: staffCoded('staff.live.cancelled'),
} as const;

/** Students who were told of it are told it is off. */
export async function cancelLiveSession(ctx: AppContext, id: string | number, writer: LiveWriter = {}) {
  const { actor = OPERATOR, within } = writer;
  const { session, course } = await sessionById(ctx, id, within);
  const { timeZone, enabled } = await schoolZone(ctx);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const before = await lockedSession(tx, session.id);
    if (before.cancelledAt) throw new Conflict(staffCoded('staff.live.alreadyCancelled', { id }));
    if (statusOf(before, now) === 'completed')
      throw new Conflict(staffCoded('staff.live.alreadyEnded', { id }));
    const cancelled = (await markCancelled(tx, session.id, now))!;
    await recordAudit(tx, actor, {
      action: 'live_session.cancel',
      entity: 'live_session',
      entityId: session.id,
      before: audited(before),
      after: audited(cancelled),
    });
    const told = enabled
      ? await tellStudents(ctx, cancelled, course, timeZone, LIVE_NOTIFICATIONS.cancelled, tx)
      : 0;
    return { session: cancelled, course, told };
  });
}

/** The link to watch it again; students are told the first time. */
export async function setLiveRecording(
  ctx: AppContext,
  id: string | number,
  url: string,
  writer: LiveWriter = {},
) {
  const { actor = OPERATOR, fields = COMMAND_FIELDS, within } = writer;
  const { session, course } = await sessionById(ctx, id, within);
  const recordingUrl = checkHttpsLink(url, fields.recordingUrl);
  const { timeZone, enabled } = await schoolZone(ctx);
  return ctx.db.transaction(async (tx) => {
    const before = await lockedSession(tx, session.id);
    const status = statusOf(before, ctx.now());
    if (status === 'cancelled') throw new Conflict(staffCoded('staff.live.wasCancelled', { id }));
    if (status === 'scheduled') throw new Conflict(staffCoded('staff.live.notStarted', { id }));
    const updated = await updateLiveSession(tx, session.id, { recordingUrl });
    await recordAudit(tx, actor, {
      action: 'live_session.recording',
      entity: 'live_session',
      entityId: session.id,
      before: audited(before),
      after: audited(updated),
    });
    // the first recording is news; a replaced link is not
    const told =
      enabled && before.recordingUrl === null
        ? await tellStudents(ctx, updated, course, timeZone, LIVE_NOTIFICATIONS.recording, tx)
        : 0;
    return { session: updated, course, told, replaced: before.recordingUrl !== null };
  });
}

/** `portal live list`: every session, or a program's, soonest first, times at the school. */
export async function listSessionsForSchool(ctx: AppContext, program?: string) {
  if (program !== undefined && !(await findCourse(ctx.db, { slug: program })))
    throw new NotFound(staffCoded('staff.programs.noSuchProgram', { program }));
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
