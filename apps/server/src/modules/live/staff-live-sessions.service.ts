import type { TListStaffLiveSessionsQuery, TStaffLiveSession } from '@portal/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { AppContext } from '../../context';
import { NotFound } from '../../lib/errors';
import { schoolZone } from './live-schedule.service';
import { endOf, providerOf, statusOf } from './live-status';
import {
  type StaffLiveSessionRow,
  findStaffLiveSession,
  pageOfStaffLiveSessions,
} from './staff-live-sessions.repository';

dayjs.extend(utc);
dayjs.extend(timezone);

function present(row: StaffLiveSessionRow, timeZone: string, now: Date): TStaffLiveSession {
  const { session } = row;
  return {
    id: session.id,
    title: session.title,
    description: session.description,
    program: row.program,
    cohort: row.cohort?.id ? { id: row.cohort.id, name: row.cohort.name } : null,
    starts_at: session.startsAt.toISOString(),
    ends_at: endOf(session).toISOString(),
    start: dayjs(session.startsAt).tz(timeZone).format('YYYY-MM-DDTHH:mm'),
    time_zone: timeZone,
    duration_minutes: session.durationMinutes,
    meeting_url: session.meetingUrl,
    provider: providerOf(session.meetingUrl),
    status: statusOf(session, now),
    recording_url: session.recordingUrl,
    attendance: row.attendance,
  };
}

export async function listStaffLiveSessions(
  ctx: AppContext,
  query: TListStaffLiveSessionsQuery,
  within?: number[],
) {
  const now = ctx.now();
  const [{ timeZone }, page] = await Promise.all([
    schoolZone(ctx),
    pageOfStaffLiveSessions(ctx.db, query, now, within),
  ]);
  return { count: page.count, results: page.rows.map((row) => present(row, timeZone, now)) };
}

/** A session; outside an instructor's programs it is not found. */
export async function getStaffLiveSession(ctx: AppContext, id: number, within?: number[]) {
  const row = await findStaffLiveSession(ctx.db, id);
  if (!row || (within && !within.includes(row.program.id))) throw new NotFound(`No live session ${id}.`);
  return present(row, (await schoolZone(ctx)).timeZone, ctx.now());
}
