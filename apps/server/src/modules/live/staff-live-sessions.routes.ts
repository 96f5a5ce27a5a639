import {
  type TLiveSessionTiming,
  cancelStaffLiveSession,
  getStaffLiveSession,
  listStaffLiveSessions,
  scheduleStaffLiveSession,
  setStaffLiveRecording,
  updateStaffLiveSession,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { pageLinks } from '../../lib/pagination';
import type { Auth } from '../auth/auth';
import { actorOf } from '../staff/audit-log';
import { type StaffSession, reachOf } from '../staff/staff-session';
import { staffRoute } from '../staff/staff-route';
import {
  FORM_FIELDS,
  type LiveWriter,
  cancelLiveSession,
  changeLiveSession,
  scheduleLiveSession,
  setLiveRecording,
} from './live-schedule.service';
import * as staffLive from './staff-live-sessions.service';

/** The form's fields as the service names them; a change leaves out what it does not set. */
function timingOf<T extends Partial<TLiveSessionTiming>>(
  body: T,
): {
  title: T['title'];
  description: T['description'];
  start: T['start'];
  durationMinutes: T['duration_minutes'];
  meetingUrl: T['meeting_url'];
} {
  return {
    title: body.title,
    description: body.description,
    start: body.start,
    durationMinutes: body.duration_minutes,
    meetingUrl: body.meeting_url,
  };
}

/**
 * Live sessions from the console: the same scheduling as `portal schedule-live` and `portal live`, with
 * who did it in the audit log; an instructor schedules for their programs only.
 */
export const staffLiveSessionRoutes =
  (ctx: AppContext, auth: Auth): FastifyPluginAsyncZod =>
  async (app) => {
    const writer = (staff: StaffSession): LiveWriter => ({
      actor: actorOf(staff),
      fields: FORM_FIELDS,
      within: reachOf(staff),
    });
    const answer = (staff: StaffSession, id: number) =>
      staffLive.getStaffLiveSession(ctx, id, reachOf(staff));

    staffRoute(app, ctx, auth, listStaffLiveSessions, async (staff, request) => {
      const page = await staffLive.listStaffLiveSessions(ctx, request.query, reachOf(staff));
      return {
        ...page,
        ...pageLinks(request, ctx.config.publicUrl, { ...request.query, count: page.count }),
      };
    });
    staffRoute(app, ctx, auth, getStaffLiveSession, (staff, request) => answer(staff, request.params.id));
    staffRoute(app, ctx, auth, scheduleStaffLiveSession, async (staff, request, reply) => {
      const { program, cohort } = request.body;
      const done = await scheduleLiveSession(
        ctx,
        { ...timingOf(request.body), program: { id: program }, cohort },
        writer(staff),
      );
      return reply.status(201).send(await answer(staff, done.session.id));
    });
    staffRoute(app, ctx, auth, updateStaffLiveSession, async (staff, request) => {
      await changeLiveSession(ctx, request.params.id, timingOf(request.body), writer(staff));
      return answer(staff, request.params.id);
    });
    staffRoute(app, ctx, auth, cancelStaffLiveSession, async (staff, request) => {
      await cancelLiveSession(ctx, request.params.id, writer(staff));
      return answer(staff, request.params.id);
    });
    staffRoute(app, ctx, auth, setStaffLiveRecording, async (staff, request) => {
      await setLiveRecording(ctx, request.params.id, request.body.recording_url, writer(staff));
      return answer(staff, request.params.id);
    });
  };
