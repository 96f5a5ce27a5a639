import { z } from 'zod';
import { listOf } from '../common/list';
import { ZLanguage } from '../enums';

export const LIVE_STATUSES = ['scheduled', 'ongoing', 'completed', 'cancelled'] as const;
export const ZLiveStatus = z.enum(LIVE_STATUSES);
export type TLiveStatus = z.infer<typeof ZLiveStatus>;

/** Embedded in the page for these; any other meeting link opens in a new tab. */
export const LIVE_PROVIDERS = ['jitsi', 'bigbluebutton', 'external'] as const;
export type TLiveProvider = (typeof LIVE_PROVIDERS)[number];

export const ZLiveSession = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** `lang`: the language of the program's name, the reader's or the institute's default. */
  course: z.object({ id: z.number().int(), name: z.string(), lang: ZLanguage, slug: z.string() }),
  /** The student's subscription to the program: the course room it belongs to. */
  subscription_id: z.number().int(),
  cohort_id: z.number().int().nullable(),
  cohort_name: z.string().nullable(),
  cohort_name_lang: ZLanguage.nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  status: ZLiveStatus,
  provider: z.enum(LIVE_PROVIDERS),
  /** True from LIVE_JOIN_EARLY_MINUTES before the start until the end, unless cancelled. */
  can_join: z.boolean(),
  /**
   * Why a session not over yet cannot be joined: `too_early` before joining opens, `access` when the
   * student's access to the program does not take part (a graduate's look-back, access not open);
   * null when it can be joined, or is over or cancelled.
   */
  join_waits: z.enum(['too_early', 'access']).nullable(),
  recording_url: z.string().nullable(),
  attended: z.boolean(),
});
export type TLiveSession = z.infer<typeof ZLiveSession>;

/**
 * The student's sessions. The status filter follows the spec: `ongoing` lists scheduled and ongoing
 * sessions together (soonest first); `completed` and `cancelled` list those (latest first).
 */
export const listLiveSessions = { method: 'GET', path: '/api/v1/live-sessions/' } as const;
export const ZListLiveSessionsQuery = z.object({
  status: z
    .enum(['ongoing', 'completed', 'cancelled'], {
      error: 'Select a valid choice: ongoing, completed or cancelled.',
    })
    .default('ongoing'),
  course: z.coerce.number().int().positive().optional(),
  offset: z.coerce.number().int().min(0, 'Ensure this value is greater than or equal to 0.').default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type TListLiveSessionsQuery = z.input<typeof ZListLiveSessionsQuery>;
export const ZListLiveSessionsResponse = listOf(ZLiveSession).extend({
  /** The institute's time zone, in which times are shown. */
  time_zone: z.string(),
});
export type TListLiveSessionsResponse = z.infer<typeof ZListLiveSessionsResponse>;

/** One session of the student's; another student's program answers 404. */
export const getLiveSession = { method: 'GET', path: '/api/v1/live-sessions/:id/' } as const;
export const ZLiveSessionParams = z.object({ id: z.coerce.number().int().positive() });

/** Records the student's attendance and gives the meeting link; refused when cancelled, ended or too early. */
export const joinLiveSession = { method: 'POST', path: '/api/v1/live-sessions/:id/join/' } as const;
export const ZJoinLiveSessionResponse = z.object({
  meeting_url: z.string(),
  provider: z.enum(LIVE_PROVIDERS),
  /** Shown in the page (Jitsi, BigBlueButton) rather than in a new tab. */
  embed: z.boolean(),
});
export type TJoinLiveSessionResponse = z.infer<typeof ZJoinLiveSessionResponse>;

/** An iCalendar (.ics) file of the session, for the student's calendar. */
export const liveSessionCalendar = { method: 'GET', path: '/api/v1/live-sessions/:id/calendar.ics' } as const;
